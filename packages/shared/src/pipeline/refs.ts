// Internal to the pipeline module (not re-exported by pipeline.ts): the person and step references
// that candidate, note, timeline and talent-pool payloads embed.
import { z } from '../zod.ts';

export const personSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
});

export const stepRefSchema = z.object({ id: z.number().int(), name: z.string() });
