// The client-side check of an avatar before upload: PNG, JPEG or WebP up to 5 MB. The server
// checks the content again and is the authority.
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Why the file cannot be used, or null when it may be uploaded. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}
