// Upload checks by content, never by the name or the type the browser claims.
import { fileTypeFromBuffer } from 'file-type';
import { validation } from './errors.ts';

export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The extension of an allowed image, or a 422 on `field` naming what is accepted. */
export async function checkImage(field: string, data: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? IMAGE_TYPES[detected.mime as keyof typeof IMAGE_TYPES] : undefined;
  if (!extension) throw validation({ [field]: [`The ${field} must be a PNG, JPEG or WebP image.`] });
  return extension;
}
