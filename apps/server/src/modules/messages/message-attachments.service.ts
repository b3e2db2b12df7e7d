// Message attachments: checked by content (files/attachment-checks.ts), stored through the storage
// adapter, and handed out only to the conversation's participants.
import { MESSAGE_ATTACHMENT_TYPES, type MessageAttachmentMime } from '@hireloop/shared/messages';
import { eq } from 'drizzle-orm';
import type { Actor } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { conversations, messageAttachments, messages } from '#server/db/schema.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { notFound } from '#server/lib/errors.ts';
import type { CheckedAttachment } from '../files/attachment-checks.ts';
import { participantOf } from './messages.policy.ts';

export interface StoredAttachment {
  storagePath: string;
  originalName: string;
  mimeType: MessageAttachmentMime;
  sizeBytes: number;
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

/** The storage keys of every attachment sent in the company's conversations. */
export async function attachmentKeysOfCompany(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ key: messageAttachments.storagePath })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.companyId, companyId));
  return rows.map((row) => row.key);
}
