// The resume file of a multipart request with its name (kept because candidates recognise their
// file by it). Same limits, 422s and 413s as every upload (http/multipart.ts).
import { MAX_RESUME_BYTES } from '@hireloop/shared/profiles';
import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage, readUpload, type UploadLimit } from '#server/http/multipart.ts';

export const RESUME_UPLOAD: UploadLimit = { field: 'resume', maxBytes: MAX_RESUME_BYTES };
export const RESUME_TOO_LARGE = fileTooLargeMessage('resume', MAX_RESUME_BYTES);

export function readResumeUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  return readUpload(request, RESUME_UPLOAD.field, RESUME_UPLOAD.maxBytes);
}
