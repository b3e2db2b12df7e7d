// Private notes a company team keeps on an application: the note payload, creating one, the list.

import { pageMetaSchema } from '../api.ts';
import { z } from '../zod.ts';
import { personSchema } from './refs.ts';

export const NOTE_MAX_LENGTH = 5000;

export const applicationNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personSchema.nullable(),
  created_at: z.string(),
  abilities: z.object({ delete: z.boolean() }),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const createNoteSchema = z.object({ body: z.string().trim().min(1).max(NOTE_MAX_LENGTH) });
export type CreateNoteInput = z.infer<typeof createNoteSchema>;

export const noteListSchema = z.object({
  data: z.array(applicationNoteSchema),
  meta: pageMetaSchema,
  abilities: z.object({ create: z.boolean() }),
});
