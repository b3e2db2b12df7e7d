// The body of "send a message": JSON `{content}`, or multipart with a `content` field and up to five
// `files` (also accepted as `files[]` / `files[N]`, as browsers' FormData and PHP-style clients send).
import {
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
} from '@hireloop/shared/messages';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { readFilePart, readingMultipart, type UploadLimit, uploadTooLarge } from '#server/http/multipart.ts';
import { validation } from '#server/lib/errors.ts';
import type { UploadedFile } from '../files/attachment-checks.ts';

export interface MessageForm {
  content: string;
  files: UploadedFile[];
  /** Company side: also keep the uploaded files in the company's file library (issue 20). */
  addToLibrary?: boolean;
  /** Company side: files of the company's library to attach (`library_model_has_file_id`s). */
  libraryFileIds?: number[];
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
const formFieldsSchema = z.object({
  content: z.string().optional(),
  add_to_library: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on'])]).optional(),
  library_file_ids: z
    .array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(MAX_MESSAGE_ATTACHMENTS)
    .optional(),
});

type FormFields = Omit<MessageForm, 'files'>;

function readFields(fields: unknown): FormFields {
  const parsed = formFieldsSchema.safeParse(fields ?? {});
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'content');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw validation(errors);
  }
  const flag = parsed.data.add_to_library;
  return {
    content: parsed.data.content ?? '',
    addToLibrary: flag === true || flag === '1' || flag === 'true' || flag === 'on',
    libraryFileIds: parsed.data.library_file_ids ?? [],
  };
}

const LIBRARY_FIELD = /^library_file_ids(\[\d*\])?$/;

function multipartErrorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

async function readMultipart(request: FastifyRequest): Promise<MessageForm> {
  const form: MessageForm = { content: '', files: [] };
  let content: unknown;
  let addToLibrary: unknown;
  const libraryFileIds: unknown[] = [];
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
        else if (part.fieldname === 'add_to_library') addToLibrary = part.value;
        else if (LIBRARY_FIELD.test(part.fieldname)) libraryFileIds.push(part.value);
        continue;
      }
      if (!FILE_FIELD.test(part.fieldname)) {
        // Drain files under other names so the rest of the form can be read.
        part.file.resume();
        continue;
      }
      const index = form.files.length;
      const data = await readFilePart(request, part, () =>
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
  return {
    ...readFields({
      content,
      ...(addToLibrary !== undefined ? { add_to_library: addToLibrary } : {}),
      ...(libraryFileIds.length > 0 ? { library_file_ids: libraryFileIds } : {}),
    }),
    files: form.files,
  };
}

export function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  return request.isMultipart()
    ? readingMultipart(() => readMultipart(request))
    : Promise.resolve({ ...readFields(request.body), files: [] });
}
