// The body of "send a message": JSON `{content}`, or multipart with a `content` field and up to five
// `files` (also accepted as `files[]` / `files[N]`, as browsers' FormData and PHP-style clients send).
import {
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
} from '@hireloop/shared/messages';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { readFilePart, readingMultipart, type UploadLimit, uploadTooLarge } from '../../http/multipart.ts';
import { validation } from '../../lib/errors.ts';
import type { UploadedFile } from './message-attachments.service.ts';

export interface MessageForm {
  content: string;
  files: UploadedFile[];
}

const FILE_FIELD = /^files(\[\d*\])?$/;

/** What the route declares, so a body over five full files is refused before it is read. */
export const MESSAGE_UPLOAD: UploadLimit = {
  field: 'files',
  maxBytes: MAX_MESSAGE_ATTACHMENT_BYTES,
  maxFiles: MAX_MESSAGE_ATTACHMENTS,
};
const MAX_MEGABYTES = MAX_MESSAGE_ATTACHMENT_BYTES / 1024 / 1024;

// Length and "required unless files" are checked by the service, with the files in view; the
// 1 MB body limit bounds the JSON text. Multipart text fields pass the same schema (NUL refused).
const formFieldsSchema = z.object({ content: z.string().optional() });

function readFields(fields: unknown): string {
  const parsed = formFieldsSchema.safeParse(fields ?? {});
  if (!parsed.success) throw validation({ content: parsed.error.issues.map((issue) => issue.message) });
  return parsed.data.content ?? '';
}

function multipartErrorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

async function readMultipart(request: FastifyRequest): Promise<MessageForm> {
  const form: MessageForm = { content: '', files: [] };
  let content: unknown;
  const parts = request.parts({
    limits: {
      files: MAX_MESSAGE_ATTACHMENTS,
      fileSize: MAX_MESSAGE_ATTACHMENT_BYTES,
      fields: 10,
      fieldSize: MESSAGE_MAX_LENGTH * 4,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'content') content = part.value;
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) {
        // Drain files under other names so the rest of the form can be read.
        part.file.resume();
        continue;
      }
      const index = form.files.length;
      const data = await readFilePart(part, () =>
        uploadTooLarge(
          `files.${index}`,
          `The file "${part.filename}" may not be greater than ${MAX_MEGABYTES} MB.`,
        ),
      );
      form.files.push({ index, name: part.filename, data });
    }
  } catch (error) {
    if (multipartErrorCode(error) === 'FST_FILES_LIMIT') {
      throw validation({ files: [`The files may not have more than ${MAX_MESSAGE_ATTACHMENTS} items.`] });
    }
    throw error;
  }
  return { ...form, content: readFields({ content }) };
}

export function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  return request.isMultipart()
    ? readingMultipart(() => readMultipart(request))
    : Promise.resolve({ content: readFields(request.body), files: [] });
}
