// Avatars of companies, people and enterprises, one way for all three: checked by their content
// (PNG, JPEG or WebP up to 5 MB, lib/uploads.ts), stored under a new name per upload (so no cache
// ever shows a stale picture), the previous file removed once the new one is saved, and served
// with the type of what was stored.
import type { AvatarOwner } from '@hireloop/shared/people';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { CONTENT_TYPE_BY_EXTENSION, checkImage, MAX_AVATAR_BYTES } from '#server/lib/uploads.ts';

// Where an avatar is served is a rule the web client shares (packages/shared/src/people.ts).
export { type AvatarOwner, avatarUrl } from '@hireloop/shared/people';

/** The multipart field and size of every avatar upload (the route's `config: { upload }`). */
export const AVATAR_UPLOAD = { field: 'avatar', maxBytes: MAX_AVATAR_BYTES } as const;

export const AVATAR_MEDIA_TYPES = Object.values(CONTENT_TYPE_BY_EXTENSION);

/** Checks the image (422 on `avatar` otherwise) and stores it; answers its storage key. */
export async function storeAvatar(
  storage: FileStorage,
  owner: AvatarOwner,
  ownerId: number,
  data: Buffer,
): Promise<string> {
  const extension = await checkImage('avatar', data);
  const key = `avatars/${owner}/${ownerId}/${randomToken(12)}.${extension}`;
  await storage.put(key, data);
  return key;
}

/** The stored picture and its content type, or null when there is none. */
export async function readAvatar(
  storage: FileStorage,
  key: string | null,
): Promise<{ data: Buffer; contentType: string } | null> {
  if (!key) return null;
  const data = await storage.read(key);
  if (!data) return null;
  const extension = key.split('.').pop() ?? '';
  return { data, contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream' };
}
