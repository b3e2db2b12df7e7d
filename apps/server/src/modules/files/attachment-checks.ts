// Uploaded attachments checked by content (never by the name or the type the browser claims): the
// types messages accept, and the same check for the company file library (decision 050).
import type { FieldErrors } from '@hireloop/shared/api';
import {
  isMessageAttachmentMime,
  MAX_MESSAGE_ATTACHMENT_NAME_LENGTH,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENT_TYPES_TEXT,
  type MessageAttachmentMime,
} from '@hireloop/shared/messages';
import { fileTypeFromBuffer } from 'file-type';
import { zipHasEntry } from './zip-entries.ts';

/** A file as it arrived, numbered in the order it was sent (the `files.N` of its errors). */
export interface UploadedFile {
  index: number;
  name: string;
  data: Buffer;
}

export interface CheckedAttachment {
  name: string;
  mimeType: MessageAttachmentMime;
  data: Buffer;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The base name without folders or control characters, at most 255 characters, never empty. */
export function cleanAttachmentName(raw: string, mimeType: MessageAttachmentMime): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = cleaned || `attachment.${MESSAGE_ATTACHMENT_TYPES[mimeType]}`;
  if (name.length <= MAX_MESSAGE_ATTACHMENT_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_MESSAGE_ATTACHMENT_NAME_LENGTH - extension.length) + extension;
}

async function detectAttachmentType(data: Buffer): Promise<MessageAttachmentMime | null> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isMessageAttachmentMime(detected.mime)) return null;
  // A DOCX is a zip; a zip that only claims the Word content type is not a document.
  if (detected.mime === DOCX_MIME && !zipHasEntry(data, 'word/document.xml')) return null;
  return detected.mime;
}

/** Every file's type, with a field error per file that is not an allowed type. */
export async function checkAttachments(
  files: readonly UploadedFile[],
): Promise<{ attachments: CheckedAttachment[]; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const attachments: CheckedAttachment[] = [];
  for (const file of files) {
    const mimeType = await detectAttachmentType(file.data);
    if (!mimeType) {
      errors[`files.${file.index}`] = [`The file "${file.name}" must be ${MESSAGE_ATTACHMENT_TYPES_TEXT}.`];
      continue;
    }
    attachments.push({ name: cleanAttachmentName(file.name, mimeType), mimeType, data: file.data });
  }
  return { attachments, errors };
}
