import net from 'node:net';
import { Readable } from 'node:stream';
import { MAX_RESUME_BYTES } from '@hireloop/shared/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories.ts';
import { multipartFile, type TestClient } from '../../test/http-client.ts';
import { createMessagingScene, pdfBytes, startTestConversation } from '../../test/messaging-factories.ts';
import { createTestCompany } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storedProfile } from '../modules/profiles/profile-test-helpers.ts';
import { RESUME_TOO_LARGE } from '../modules/profiles/resume-upload.ts';
import { MALFORMED_MULTIPART } from './multipart.ts';

let ctx: TestApp;
let candidate: TestClient;
let companyAdmin: TestClient;
let conversationUrl: string;
let candidateInConversation: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  candidate = await signedInClient(ctx, await createUser(ctx));
  companyAdmin = (await createTestCompany(ctx)).members['Company Admin'].client;
  const scene = await createMessagingScene(ctx);
  const uuid = await startTestConversation(scene.company.members.Recruiter.client, scene.candidate.user.id);
  conversationUrl = `/api/conversations/${uuid}/messages`;
  candidateInConversation = scene.candidate.client;
});

afterAll(async () => {
  await ctx.close();
});

const uploads = () => [
  { name: 'company avatar', client: companyAdmin, url: '/api/companies/current/avatar' },
  { name: 'resume', client: candidate, url: '/api/profile/resume' },
  { name: 'message attachments', client: candidateInConversation, url: conversationUrl },
];

describe('broken multipart bodies', () => {
  const broken = [
    { title: 'no boundary', contentType: 'multipart/form-data', body: 'hello' },
    {
      title: 'a body that is not multipart',
      contentType: 'multipart/form-data; boundary=abc',
      body: 'hello',
    },
    {
      title: 'a part cut off',
      contentType: 'multipart/form-data; boundary=abc',
      body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    },
    {
      title: 'a garbled part header',
      contentType: 'multipart/form-data; boundary=abc',
      body: '--abc\r\nnot a header\r\n\r\nx\r\n--abc--\r\n',
    },
  ];

  it.each(broken)('answers 400 to $title on every upload', async ({ contentType, body }) => {
    for (const upload of uploads()) {
      const response = await upload.client.post(upload.url, Buffer.from(body), {
        headers: { 'content-type': contentType },
      });
      expect([400, 422], `${upload.name}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json()).toEqual({ message: MALFORMED_MULTIPART });
    }
  });
});

/** A request body produced on demand, counting how much of it the server pulled. */
function countingBody(chunks: () => Generator<Buffer>) {
  const pulled = { bytes: 0 };
  const stream = Readable.from(
    (function* () {
      for (const chunk of chunks()) {
        pulled.bytes += chunk.length;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
  return { stream, pulled };
}

function multipartHead(field: string, filename: string, boundary = 'fuzzb') {
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('uploads over the limit', () => {
  const MB = 1024 * 1024;

  it('refuses a declared Content-Length over the limit with 413 before reading the body', async () => {
    const { head, contentType } = multipartHead('resume', 'huge.pdf');
    const { stream, pulled } = countingBody(function* () {
      yield head;
      for (let i = 0; i < 200; i += 1) yield Buffer.alloc(MB, 0x20);
    });
    const response = await candidate.request('POST', '/api/profile/resume', stream, {
      headers: { 'content-type': contentType, 'content-length': String(200 * MB + head.length) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: RESUME_TOO_LARGE, errors: { resume: [RESUME_TOO_LARGE] } });
    expect(pulled.bytes).toBeLessThan(20 * MB);
  });

  it('refuses a body without a length as soon as the file passes the limit', async () => {
    // Over a real socket: the answer must come while the client is still sending.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { head, contentType } = multipartHead('resume', 'huge.pdf');
    const cookie = [...candidate.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    // A raw socket that notes how much it had sent when the answer began to arrive.
    const url = new URL(address);
    const result = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve) => {
      let sentBytes = 0;
      let sentWhenAnswered: number | undefined;
      let received = '';
      const socket = net.connect(Number(url.port), url.hostname);
      const finish = () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body, sentBytes: sentWhenAnswered ?? sentBytes });
      };
      socket.on('data', (data) => {
        sentWhenAnswered ??= sentBytes;
        received += data.toString();
        // The whole answer is in once its JSON body closes.
        if (received.includes('\r\n\r\n') && received.trimEnd().endsWith('}')) socket.destroy();
      });
      socket.on('error', () => {});
      socket.on('close', finish);
      socket.write(
        [
          'POST /api/profile/resume HTTP/1.1',
          `Host: ${url.host}`,
          `Content-Type: ${contentType}`,
          'Transfer-Encoding: chunked',
          `Cookie: ${cookie}`,
          `X-XSRF-TOKEN: ${candidate.cookie('XSRF-TOKEN') ?? ''}`,
          'Accept: application/json',
          '',
          `${head.length.toString(16)}\r\n`,
        ].join('\r\n'),
      );
      socket.write(Buffer.concat([head, Buffer.from('\r\n')]));
      const chunk = Buffer.concat([
        Buffer.from(`${MB.toString(16)}\r\n`),
        Buffer.alloc(MB, 0x20),
        Buffer.from('\r\n'),
      ]);
      const send = () => {
        while (sentWhenAnswered === undefined && !socket.destroyed && sentBytes < 200 * MB) {
          sentBytes += MB;
          if (!socket.write(chunk)) return void socket.once('drain', send);
        }
        if (!socket.destroyed) socket.end('0\r\n\r\n');
      };
      send();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).errors).toEqual({ resume: [RESUME_TOO_LARGE] });
    expect(result.sentBytes).toBeLessThan(100 * MB);
  });

  it('holds the limit when the file reaches it exactly at the end of a chunk', async () => {
    // The parser then marks the file cut off without handing over another chunk; read chunk by
    // chunk, the upload used to be stored cut off at 10 MB and answered 200.
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const file = pdfBytes(12 * MB);
    const { head, tail, contentType } = multipartHead('resume', 'big.pdf');
    const { stream } = countingBody(function* () {
      yield Buffer.concat([head, file.subarray(0, MAX_RESUME_BYTES)]);
      yield Buffer.concat([file.subarray(MAX_RESUME_BYTES), tail]);
    });
    const response = await client.request('POST', '/api/profile/resume', stream, {
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ resume: [RESUME_TOO_LARGE] });
    expect(await storedProfile(ctx, user.id)).toBeUndefined();
  });

  it('bounds a multipart body sent to a route that takes no files by the JSON body limit', async () => {
    const { body, contentType } = multipartFile('anything', 'a.bin', Buffer.alloc(2 * MB));
    const response = await candidate.request('PUT', '/api/profile', body, {
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(413);
  });

  it('still takes a file right under the limit', async () => {
    const upload = multipartFile('resume', 'cv.pdf', pdfBytes(MAX_RESUME_BYTES - 1024));
    const response = await candidate.request('POST', '/api/profile/resume', upload.body, {
      headers: { 'content-type': upload.contentType },
    });
    expect(response.statusCode).toBe(200);
  });
});
