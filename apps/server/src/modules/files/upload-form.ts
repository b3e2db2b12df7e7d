import { MAX_LIBRARY_FILE_BYTES } from '@hireloop/shared/files';
import type { FastifyRequest } from 'fastify';
import {
  fileTooLargeMessage,
  readFilePart,
  readingMultipart,
  uploadTooLarge,
} from '#server/http/multipart.ts';
import { validation } from '#server/lib/errors.ts';

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
      file = {
        name: part.filename,
        data: await readFilePart(request, part, () =>
          uploadTooLarge('file', fileTooLargeMessage('file', maxBytes)),
        ),
      };
    }
    if (!file || file.data.length === 0) throw required();
    return { file, fields };
  });
}

/** The `file` part with the optional `current_name` and `add_to_library` fields. */
export async function readLibraryForm(request: FastifyRequest) {
  const { file, fields } = await readFileForm(request, MAX_LIBRARY_FILE_BYTES);
  const name = fields.current_name?.trim().slice(0, 255) || file.name;
  return { file: { ...file, name }, addToLibrary: ['1', 'true', 'on'].includes(fields.add_to_library ?? '') };
}
