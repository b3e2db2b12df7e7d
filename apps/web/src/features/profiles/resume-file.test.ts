import { describe, expect, it } from 'vitest';
import { fileSizeText, resumeFileProblem } from './resume-file.ts';

describe('resumeFileProblem', () => {
  it('accepts PDF and DOCX by type or extension', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(resumeFileProblem({ name: 'CV.DOCX', size: 1000, type: '' })).toBeNull();
  });

  it('refuses other kinds, empty files and files over 10 MB', () => {
    expect(resumeFileProblem({ name: 'me.png', size: 1000, type: 'image/png' })).toBe(
      'Choose a PDF or Word (.docx) document.',
    );
    expect(resumeFileProblem({ name: 'cv.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(
      'The resume must be 10 MB or smaller.',
    );
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0, type: 'application/pdf' })).toBe(
      'This file is empty.',
    );
  });
});

describe('fileSizeText', () => {
  it('shows kilobytes below a megabyte and one decimal above', () => {
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(820 * 1024)).toBe('820 KB');
    expect(fileSizeText(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});
