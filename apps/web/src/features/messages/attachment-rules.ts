// What the composer accepts before anything is uploaded (the server checks again, by content):
// up to 5 files of PDF, image or DOCX type, 10 MB each (packages/shared/src/messages.ts).
import {
  formatAttachmentSize,
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENT_TYPES_TEXT,
} from '@hireloop/shared/message-rules';

/** Extensions a file picker offers and the type each one stands for. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(MESSAGE_ATTACHMENT_TYPES).map(([mime, extension]) => [extension, mime]),
  ),
  jpeg: 'image/jpeg',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedAttachment(file: Pick<File, 'name' | 'type'>): boolean {
  const expected = TYPE_BY_EXTENSION[extensionOf(file.name)];
  if (!expected) return false;
  // Browsers leave the type empty for some files; the extension then decides.
  return file.type === '' || file.type === expected;
}

/** Tells chosen files apart; the same file picked twice has the same key. */
export function attachmentKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

export interface AttachmentSelection {
  files: File[];
  /** One sentence per file that was left out, and why. */
  errors: string[];
}

/**
 * Adds `picked` to the files already chosen: refuses other types, empty files, files over 10 MB
 * and anything past the fifth file (or past `room`, when library files take some of the five),
 * each with a sentence naming the file.
 */
export function addAttachments(
  current: readonly File[],
  picked: Iterable<File>,
  room: number = MAX_MESSAGE_ATTACHMENTS,
): AttachmentSelection {
  const files = [...current];
  const errors: string[] = [];
  for (const file of picked) {
    // Picking a file that is already chosen changes nothing.
    if (files.some((chosen) => attachmentKey(chosen) === attachmentKey(file))) continue;
    if (!isAcceptedAttachment(file)) {
      errors.push(`The file "${file.name}" must be ${MESSAGE_ATTACHMENT_TYPES_TEXT}.`);
    } else if (file.size > MAX_MESSAGE_ATTACHMENT_BYTES) {
      errors.push(
        `The file "${file.name}" may not be greater than ${formatAttachmentSize(MAX_MESSAGE_ATTACHMENT_BYTES)}.`,
      );
    } else if (file.size === 0) {
      errors.push(`The file "${file.name}" is empty.`);
    } else if (files.length >= room) {
      errors.push(
        `The file "${file.name}" was not added: a message can carry at most ${MAX_MESSAGE_ATTACHMENTS} files.`,
      );
    } else {
      files.push(file);
    }
  }
  return { files, errors };
}
