// The company file library (SPEC.md §3 file attachment record): files attached to offers,
// onboarding tasks and messages, kept in the library to attach again (ordered, renamable).
import { paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

export const FILE_NAME_MAX_LENGTH = 255;
export const MAX_LIBRARY_FILE_BYTES = 10 * 1024 * 1024;

/** SPEC.md §3's record, plus what a list shows. */
export const fileAttachmentSchema = z.object({
  model_has_file_id: z.number().int(),
  library_model_has_file_id: z.number().int().nullable(),
  current_name: z.string(),
  order: z.number().int(),
  add_to_library: z.boolean(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type FileAttachment = z.infer<typeof fileAttachmentSchema>;

/** `search` narrows the list to files whose name contains it (the pickers search as you type). */
export const fileLibraryQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type FileLibraryQuery = z.infer<typeof fileLibraryQuerySchema>;

export const fileLibraryListSchema = z.object({
  data: z.array(fileAttachmentSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
  abilities: z.object({ manage: z.boolean() }),
});
export type FileLibraryList = z.infer<typeof fileLibraryListSchema>;

export const updateLibraryFileSchema = z.object({
  current_name: z.string().trim().min(1).max(FILE_NAME_MAX_LENGTH).optional(),
  order: z.number().int().min(0).max(100_000).optional(),
});
