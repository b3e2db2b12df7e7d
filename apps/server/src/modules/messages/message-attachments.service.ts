// Message attachments: checked by content (never by the name or the type the browser claims),
// stored through the storage adapter, and handed out only to the conversation's participants.
import type { FieldErrors } from '@hireloop/shared/api';
import {
  isMessageAttachmentMime,
  MAX_MESSAGE_ATTACHMENT_NAME_LENGTH,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_ATTACHMENT_TYPES_TEXT,
  type MessageAttachmentMime,
} from '@hireloop/shared/messages';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/client.ts';
import { conversations, messageAttachments, messages } from '../../db/schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../accounts/actor.ts';
import { participantOf } from './messages.policy.ts';
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

export interface StoredAttachment {
  storagePath: string;
  originalName: string;
  mimeType: MessageAttachmentMime;
  sizeBytes: number;
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

export async function removeStoredAttachments(
  storage: FileStorage,
  stored: readonly StoredAttachment[],
): Promise<void> {
  await Promise.all(stored.map((file) => storage.remove(file.storagePath)));
}

/** Stores the files under fresh random names; if one fails, the ones already stored are removed. */
export async function storeAttachments(
  storage: FileStorage,
  conversationId: number,
  attachments: readonly CheckedAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const attachment of attachments) {
      const extension = MESSAGE_ATTACHMENT_TYPES[attachment.mimeType];
      const storagePath = `message-attachments/${conversationId}/${randomToken(16)}.${extension}`;
      await storage.put(storagePath, attachment.data);
      stored.push({
        storagePath,
        originalName: attachment.name,
        mimeType: attachment.mimeType,
        sizeBytes: attachment.data.length,
      });
    }
  } catch (error) {
    await removeStoredAttachments(storage, stored);
    throw error;
  }
  return stored;
}

/** The attachment and its bytes, for a participant of its conversation; 404 for anyone else. */
export async function attachmentForDownload(db: Database, storage: FileStorage, actor: Actor, id: number) {
  const [row] = await db
    .select({
      storagePath: messageAttachments.storagePath,
      originalName: messageAttachments.originalName,
      mimeType: messageAttachments.mimeType,
      companyId: conversations.companyId,
      candidateUserId: conversations.candidateUserId,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messageAttachments.id, id))
    .limit(1);
  if (!row || !participantOf(actor, row)) throw notFound('Attachment not found.');
  const data = await storage.read(row.storagePath);
  if (!data) throw notFound('Attachment not found.');
  return { name: row.originalName, mimeType: row.mimeType, data };
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name for browsers that read it. */
export function attachmentDisposition(name: string): string {
  // Only printable ASCII may appear in the quoted name: control characters must not reach a header.
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
