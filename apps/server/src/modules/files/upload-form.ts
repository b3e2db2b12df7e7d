// The one-file multipart form of the file library, offer attachments and onboarding uploads:
// a `file` part and a few text fields. A body cut off inside the file part leaves the part's
// stream open forever (the parser reports the cut on the form, not on the file), so reading the
// file also watches the request: once the body has ended without the file ending, it is a 400.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  fileTooLargeMessage,
  MALFORMED_MULTIPART,
  readFilePart,
  readingMultipart,
  uploadTooLarge,
} from '../../http/multipart.ts';
import { AppError, validation } from '../../lib/errors.ts';

function bodyEnded(request: FastifyRequest): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () =>
      // Give the parser a turn to finish a file that did end with the body.
      setImmediate(() => setImmediate(() => reject(new AppError(400, MALFORMED_MULTIPART))));
    // light-my-request's bodies say they ended by readableEnded; sockets' by complete.
    if (request.raw.complete || request.raw.readableEnded) fail();
    else request.raw.once('end', fail);
  });
}

async function readFileOf(request: FastifyRequest, part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const reading = readFilePart(part, () => uploadTooLarge('file', fileTooLargeMessage('file', maxBytes)));
  const ended = bodyEnded(request);
  ended.catch(() => {});
  return Promise.race([reading, ended]);
}

export interface FileForm {
  file: { name: string; data: Buffer };
  fields: Record<string, string>;
}

export async function readFileForm(request: FastifyRequest, maxBytes: number): Promise<FileForm> {
  const required = () => validation({ file: ['The file field is required.'] });
  if (!request.isMultipart()) throw required();
  return readingMultipart(async () => {
    let file: FileForm['file'] | null = null;
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      file = { name: part.filename, data: await readFileOf(request, part, maxBytes) };
    }
    if (!file || file.data.length === 0) throw required();
    return { file, fields };
  });
}
