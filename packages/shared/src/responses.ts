// Response bodies that many endpoints share (DESIGN.md §3): errors, a bare success message, "no
// content". Routes declare them per status so the OpenAPI document at /api/docs is the contract.
import { z } from './zod.ts';

/** Every error but a validation error: 401, 403, 404, 409, 413, 419, 429, 5xx. */
export const errorSchema = z.object({ message: z.string() }).describe('Error');
export type ErrorResponse = z.infer<typeof errorSchema>;

/** 422: the first error (plus "and N more errors") and every field's messages. */
export const validationErrorSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .describe('Validation error: the messages of each invalid field');
export type ValidationErrorResponse = z.infer<typeof validationErrorSchema>;

/** An error body that may carry field errors (4XX covers 422 too). */
export const clientErrorSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .describe('Client error');

/** A success whose only content is a sentence the client shows as a toast. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** An empty JSON object (Fortify's two-factor endpoints answer `{}`). */
export const emptyResponseSchema = z.object({});

/** 204, a bodiless 201 and redirects: no body. The OpenAPI document lists the status without content. */
export const noContentSchema = z.undefined();

/** A new or removed avatar (people, enterprises): where it is served now, and what to toast. */
export const avatarResponseSchema = z.object({ avatar: z.string().nullable(), message: z.string() });

export const existsResponseSchema = z.object({ exists: z.boolean() });
export type ExistsResponse = z.infer<typeof existsResponseSchema>;

/** Bytes on the wire (a Buffer on the server); documented as OpenAPI's binary string. */
const binarySchema = z.any().meta({ type: 'string', format: 'binary' });

/** A file download or inline file (images, PDFs, attachments): bytes, not JSON. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: binarySchema }])),
  };
}
