// multipart/form-data for uploads. Routes that take files declare `config: { upload }` (what field,
// how large); every other route gets the JSON body limit. A request whose declared Content-Length
// is over its route's limit is refused with 413 before any of it is read; one without a length is
// refused as soon as a file passes its limit. A body that is not multipart (no boundary, cut off,
// garbage) is a 400, never a parser error escaping as 500.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, validation } from '../lib/errors.ts';
import type { App } from './types.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Room for the part headers and boundaries around the files themselves. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const MALFORMED_MULTIPART = 'The request body is not valid multipart/form-data.';

export interface UploadLimit {
  /** The file field, named in the 413 message. */
  field: string;
  /** Largest file accepted. */
  maxBytes: number;
  /** How many files a request may carry (default 1). */
  maxFiles?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route reads from a multipart body (http/multipart.ts). */
    upload?: UploadLimit;
  }
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * A 413 carrying `message` on `field`. It goes out at once; the connection is not closed under the
 * client, whose unread upload would turn the close into a reset that can swallow the answer. Node
 * discards whatever else arrives, and clients stop sending when they see the answer.
 */
export function uploadTooLarge(field: string, message: string): AppError {
  return new AppError(413, message, { [field]: [message] });
}

/** "The avatar may not be greater than 5 MB." */
export const fileTooLargeMessage = (field: string, maxBytes: number) =>
  `The ${field} may not be greater than ${megabytes(maxBytes)} MB.`;

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

export async function registerMultipart(app: App, jsonBodyLimit: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  // Answered before the whole body arrived (a refusal, a handler that read only what it needed):
  // discard the rest straight from the socket. Left piped to the parser, a part nobody reads would
  // hold the request, and with it the connection, until the server's request timeout.
  app.addHook('onResponse', async (request) => {
    if (!isMultipart(request) || request.raw.complete) return;
    request.raw.unpipe();
    request.raw.resume();
  });
  // The multipart parser reads nothing until a handler asks for a file, so Fastify's body limit
  // does not apply: this hook is that limit, from the declared length.
  app.addHook('onRequest', async (request) => {
    if (!isMultipart(request)) return;
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared)) return;
    const upload = request.routeOptions.config.upload;
    if (!upload) {
      if (declared > jsonBodyLimit) throw new AppError(413, 'The request body is too large.');
      return;
    }
    const files = upload.maxFiles ?? 1;
    if (declared <= upload.maxBytes * files + MULTIPART_OVERHEAD_BYTES) return;
    throw uploadTooLarge(
      upload.field,
      files === 1
        ? fileTooLargeMessage(upload.field, upload.maxBytes)
        : `The ${upload.field} may not be greater than ${megabytes(upload.maxBytes * files)} MB in total.`,
    );
  });
}

/**
 * Runs a read of the multipart body; whatever the parser throws (no boundary, a cut-off or
 * garbled body) becomes a 400. Our own errors and the plugin's 4xx limits pass through.
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number } | null)?.statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new AppError(400, MALFORMED_MULTIPART);
  }
}

/** How long a file part may stay silent after the whole body was read before it counts as cut off. */
const CUT_OFF_GRACE_MS = 250;

/**
 * The bytes of one file part, refused with `tooLarge()` the moment it passes the parser's
 * fileSize limit (not after the rest of the body has arrived). Also when the limit was reached
 * exactly at the end of a chunk: the parser then marks the file truncated without another chunk,
 * which a check per chunk misses and which let an oversized file through as a cut-off one. The
 * part keeps flowing after the refusal (the parser discards the rest), so the parser is never
 * stuck on a stream nobody reads and a client that hangs up is noticed.
 *
 * A body cut off inside the part is a 400. The parser reports the cut with an error on the part,
 * but when the whole body had arrived before the handler asked for the file (a slow database in
 * front of it), that error fires before anyone listens and the part never ends. So the request is
 * watched too: once all of it has been read, a part that neither ends nor moves for a moment was
 * cut off.
 */
export function readFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const { file } = part;
  const body = request.raw;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let overLimit = false;
    let bodyRead = false;
    let stall: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(stall);
      body.off('end', onBodyRead);
    };
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        settle();
        reject(new AppError(400, MALFORMED_MULTIPART));
      }, CUT_OFF_GRACE_MS);
    };
    function onBodyRead() {
      bodyRead = true;
      if (!overLimit) armStall();
    }
    const refuse = () => {
      overLimit = true;
      chunks.length = 0;
      settle();
      reject(tooLarge());
    };
    if (file.truncated) refuse();
    file.on('data', (chunk: Buffer) => {
      if (overLimit) return;
      chunks.push(chunk);
      if (bodyRead) armStall();
    });
    file.once('limit', refuse);
    file.once('end', () => {
      if (file.truncated) return refuse();
      settle();
      resolve(Buffer.concat(chunks));
    });
    file.once('error', (error: unknown) => {
      if (overLimit) return;
      settle();
      reject(error);
    });
    if (overLimit) return;
    if (body.readableEnded) onBodyRead();
    else body.once('end', onBodyRead);
  });
}

/** The single uploaded file of `field` as bytes: 422 when missing, 413 when over `maxBytes`. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string }> {
  const required = () => validation({ [field]: [`The ${field} field is required.`] });
  if (!request.isMultipart()) throw required();
  return readingMultipart(async () => {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file || file.fieldname !== field) throw required();
    const data = await readFilePart(request, file, () =>
      uploadTooLarge(field, fileTooLargeMessage(field, maxBytes)),
    );
    if (data.length === 0) throw required();
    return { data, filename: file.filename };
  });
}
