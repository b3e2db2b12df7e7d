// multipart/form-data for uploads. One file per request; the largest allowed file anywhere is 10 MB
// (routes enforce their own, smaller limits with a field error).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { validation } from '../lib/errors.ts';
import type { App } from './types.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: App): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
}

/** The single uploaded file of `field` as bytes, with 422s for a missing or oversized file. */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw validation({ [field]: [`The ${field} field is required.`] });
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file || file.fieldname !== field) throw validation({ [field]: [`The ${field} field is required.`] });
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validation({
        [field]: [`The ${field} may not be greater than ${Math.round(maxBytes / 1024 / 1024)} MB.`],
      });
    }
    throw error;
  });
  if (data.length === 0) throw validation({ [field]: [`The ${field} field is required.`] });
  return data;
}
