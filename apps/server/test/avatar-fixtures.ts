// Images and upload helpers for avatar tests (companies, people, enterprises).
import { multipartFile, type TestClient } from './http-client.ts';

/** The smallest valid PNG: 1×1 transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Markup that claims to be a PNG by its name and type. */
export const SVG_AS_PNG = Buffer.from('<svg onload="alert(1)"></svg>');

/** Bodies that are not valid multipart/form-data, each answered 400 by http/multipart.ts. */
export const BROKEN_MULTIPART = [
  { title: 'no boundary', contentType: 'multipart/form-data', body: 'hello' },
  { title: 'not multipart', contentType: 'multipart/form-data; boundary=abc', body: 'hello' },
  {
    title: 'a garbled part header',
    contentType: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nnot a header\r\n\r\nx\r\n--abc--\r\n',
  },
];

export function uploadAvatar(client: TestClient, url: string, data: Buffer, filename = 'avatar.png') {
  const { body, contentType } = multipartFile('avatar', filename, data, 'image/png');
  return client.post(url, body, { headers: { 'content-type': contentType } });
}
