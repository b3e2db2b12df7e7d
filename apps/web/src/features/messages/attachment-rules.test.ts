import { MESSAGE_ATTACHMENT_ACCEPT } from '@hireloop/shared/message-rules';
import { describe, expect, it } from 'vitest';
import { addAttachments, isAcceptedAttachment } from './attachment-rules.ts';

const TEN_MB = 10 * 1024 * 1024;

function fileOf(name: string, type: string, size = 100): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('attachment types', () => {
  it('accepts PDF, images and DOCX, by extension and type', () => {
    expect(isAcceptedAttachment(fileOf('cv.pdf', 'application/pdf'))).toBe(true);
    expect(isAcceptedAttachment(fileOf('photo.JPG', 'image/jpeg'))).toBe(true);
    expect(isAcceptedAttachment(fileOf('photo.jpeg', 'image/jpeg'))).toBe(true);
    expect(isAcceptedAttachment(fileOf('letter.docx', ''))).toBe(true);
    expect(isAcceptedAttachment(fileOf('run.exe', 'application/x-msdownload'))).toBe(false);
    expect(isAcceptedAttachment(fileOf('old.doc', 'application/msword'))).toBe(false);
    // A name that lies about its type.
    expect(isAcceptedAttachment(fileOf('cv.pdf', 'text/html'))).toBe(false);
  });

  it('accepts every extension the file picker offers', () => {
    const extensions = MESSAGE_ATTACHMENT_ACCEPT.split(',').filter((entry) => entry.startsWith('.'));
    for (const extension of extensions) {
      expect(isAcceptedAttachment(fileOf(`file${extension}`, '')), extension).toBe(true);
    }
  });
});

describe('addAttachments', () => {
  it('keeps at most five files and names each one left out', () => {
    const picked = Array.from({ length: 7 }, (_, index) => fileOf(`f${index}.pdf`, 'application/pdf'));
    const result = addAttachments([], picked);
    expect(result.files.map((file) => file.name)).toEqual(['f0.pdf', 'f1.pdf', 'f2.pdf', 'f3.pdf', 'f4.pdf']);
    expect(result.errors).toEqual([
      'The file "f5.pdf" was not added: a message can carry at most 5 files.',
      'The file "f6.pdf" was not added: a message can carry at most 5 files.',
    ]);
  });

  it('does not add a file that is already chosen', () => {
    const cv = fileOf('cv.pdf', 'application/pdf');
    expect(addAttachments([cv], [cv]).files).toEqual([cv]);
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    const result = addAttachments(
      [fileOf('a.pdf', 'application/pdf')],
      [
        fileOf('big.pdf', 'application/pdf', TEN_MB + 1),
        fileOf('edge.pdf', 'application/pdf', TEN_MB),
        fileOf('empty.png', 'image/png', 0),
        fileOf('notes.txt', 'text/plain'),
      ],
    );
    expect(result.files.map((file) => file.name)).toEqual(['a.pdf', 'edge.pdf']);
    expect(result.errors).toEqual([
      'The file "big.pdf" may not be greater than 10 MB.',
      'The file "empty.png" is empty.',
      'The file "notes.txt" must be a PDF, a PNG, JPEG, GIF or WebP image, or a Word (.docx) document.',
    ]);
  });
});
