import net from 'node:net';
import { Readable } from 'node:stream';
import { MAX_RESUME_BYTES } from '@hireloop/shared/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '#server-test/factories.ts';
import { multipartFile, type TestClient } from '#server-test/http-client.ts';
import { createMessagingScene, pdfBytes, startTestConversation } from '#server-test/messaging-factories.ts';
import { createTestCompany } from '#server-test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
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

/** A raw HTTP/1.1 connection to the listening app, sending chunked bodies and reading answers. */
async function rawConnection() {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
  });
  socket.on('error', () => {});
  const headerLines = (client: TestClient, extra: Record<string, string>) => [
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${[...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')}`,
    `X-XSRF-TOKEN: ${client.cookie('XSRF-TOKEN') ?? ''}`,
    'Accept: application/json',
    ...Object.entries(extra).map(([name, value]) => `${name}: ${value}`),
  ];
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve) => (socket.write(data) ? resolve() : socket.once('drain', () => resolve())));
  /** The next complete answer (headers and a Content-Length body), taken off the buffer. */
  const response = async (timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = received.subarray(0, end).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length >= end + 4 + length) {
          const body = received.subarray(end + 4, end + 4 + length).toString();
          received = received.subarray(end + 4 + length);
          return { status: Number(head.split(' ')[1]), body };
        }
      }
      if (Date.now() > deadline || socket.destroyed)
        throw new Error(`no complete answer: ${received.toString()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    /** Request line and headers; the body is chunked unless `extra` declares a Content-Length. */
    sendHead(method: string, url: string, client: TestClient, extra: Record<string, string>) {
      const framing: Record<string, string> =
        'Content-Length' in extra ? {} : { 'Transfer-Encoding': 'chunked' };
      void write(
        [`${method} ${url} HTTP/1.1`, ...headerLines(client, { ...extra, ...framing }), '', ''].join('\r\n'),
      );
    },
    send: write,
    sendChunk: (data: Buffer) =>
      write(Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])),
    endChunks: () => void write('0\r\n\r\n'),
    /** Whether any of an answer has arrived. */
    answering: () => received.length > 0,
    response,
    async get(url: string) {
      await write(
        [`GET ${url} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Accept: application/json', '', ''].join('\r\n'),
      );
      return response();
    },
    close: () => socket.destroy(),
  };
}

/** A request body that arrives in exactly these chunks. */
const bodyInChunks = (chunks: Buffer[]) => Readable.from(chunks, { objectMode: false });

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
    const connection = await rawConnection();
    const { head, contentType } = multipartHead('resume', 'huge.pdf');
    connection.sendHead('POST', '/api/profile/resume', candidate, {
      'Content-Type': contentType,
      'Content-Length': String(200 * MB + head.length),
    });
    await connection.send(head);
    // Nothing more is sent: the answer comes from the headers alone.
    const answer = await connection.response();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: RESUME_TOO_LARGE,
      errors: { resume: [RESUME_TOO_LARGE] },
    });
    connection.close();
  });

  it('refuses a body without a length as soon as the file passes the limit, and drains the rest', async () => {
    // Over a real socket: the answer must come while the client is still sending, and the
    // connection must serve the next request once the client has finished.
    const connection = await rawConnection();
    const { head, contentType } = multipartHead('resume', 'huge.pdf');
    connection.sendHead('POST', '/api/profile/resume', candidate, { 'Content-Type': contentType });
    connection.sendChunk(head);
    let sentBytes = 0;
    while (!connection.answering() && sentBytes < 200 * MB) {
      sentBytes += MB;
      await connection.sendChunk(Buffer.alloc(MB, 0x20));
    }
    const sentWhenAnswered = sentBytes;
    await connection.sendChunk(Buffer.alloc(MB, 0x20));
    connection.endChunks();
    const answer = await connection.response();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors).toEqual({ resume: [RESUME_TOO_LARGE] });
    expect(sentWhenAnswered).toBeLessThan(100 * MB);
    expect((await connection.get('/api/health')).status).toBe(200);
    connection.close();
  });

  it('drains files that come after a refused one', async () => {
    const connection = await rawConnection();
    const boundary = 'twofiles';
    const part = (name: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    connection.sendHead('POST', conversationUrl, candidateInConversation, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    });
    await connection.sendChunk(part('huge.pdf', pdfBytes(11 * MB)));
    await connection.sendChunk(part('small.pdf', pdfBytes(1024)));
    await connection.sendChunk(Buffer.from(`--${boundary}--\r\n`));
    connection.endChunks();
    const answer = await connection.response();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors).toEqual({
      'files.0': ['The file "huge.pdf" may not be greater than 10 MB.'],
    });
    expect((await connection.get('/api/health')).status).toBe(200);
    connection.close();
  });

  it('holds the limit when the file reaches it exactly at the end of a chunk', async () => {
    // The parser then marks the file cut off without handing over another chunk; read chunk by
    // chunk, the upload used to be stored cut off at 10 MB and answered 200.
    const user = await createUser(ctx);
    const client = await signedInClient(ctx, user);
    const file = pdfBytes(12 * MB);
    const { head, tail, contentType } = multipartHead('resume', 'big.pdf');
    const stream = bodyInChunks([
      Buffer.concat([head, file.subarray(0, MAX_RESUME_BYTES)]),
      Buffer.concat([file.subarray(MAX_RESUME_BYTES), tail]),
    ]);
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
