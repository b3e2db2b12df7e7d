// Small, well-known primitives over node:crypto: random tokens, hashes for stored tokens, HMAC
// signatures, and authenticated encryption (AES-256-GCM) for secrets we must read back (2FA).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** URL-safe random token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Stored form of a bearer secret (session id, reset token): a leaked table reveals no live token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Keyring {
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}

/** Derives separate signing and encryption keys from the one application key. */
export function createKeyring(appKey: string): Keyring {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', appKey, 'hireloop', purpose, 32));
  const signingKey = derive('signing');
  const encryptionKey = derive('encryption');
  const sign = (value: string) => createHmac('sha256', signingKey).update(value).digest('hex');
  return {
    sign,
    verify: (value, signature) => safeEqual(sign(value), signature),
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, body] = ciphertext.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
