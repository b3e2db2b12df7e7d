// The resume file of a multipart request with its name. Same limits and 422s as `readUpload`
// (http/multipart.ts); the name is kept because candidates recognise their file by it.
import { MAX_RESUME_BYTES } from '@hireloop/shared/profiles';
import type { FastifyRequest } from 'fastify';
import { validation } from '../../lib/errors.ts';

const FIELD = 'resume';
const REQUIRED = 'The resume field is required.';
export const RESUME_TOO_LARGE = `The resume may not be greater than ${MAX_RESUME_BYTES / 1024 / 1024} MB.`;

export async function readResumeUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw validation({ [FIELD]: [REQUIRED] });
  const file = await request.file({ limits: { fileSize: MAX_RESUME_BYTES } });
  if (!file || file.fieldname !== FIELD) throw validation({ [FIELD]: [REQUIRED] });
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw validation({ [FIELD]: [RESUME_TOO_LARGE] });
    throw error;
  });
  if (data.length === 0) throw validation({ [FIELD]: [REQUIRED] });
  return { data, filename: file.filename };
}
