// Wire format of DESIGN.md §3, shared by server presenters and the web client.

import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts';
import { z } from './zod.ts';

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** `{ data: [...], meta }`: the shape of every list response. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export const jobQueueHealthSchema = z.object({
  /** Due and not started yet. */
  waiting: z.number().int(),
  /** Delayed, or waiting out a retry delay. */
  scheduled: z.number().int(),
  active: z.number().int(),
  /** Ended failed after their last retry, kept for inspection (`npm run jobs -- list --failed`). */
  failed: z.number().int(),
  /** How long the longest-waiting due job has waited, in seconds (0 when none waits). */
  oldest_waiting_seconds: z.number().int(),
});
export type JobQueueHealth = z.infer<typeof jobQueueHealthSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  /** The job queue; null when it cannot be read (the database is down). */
  jobs: jobQueueHealthSchema.nullable(),
  /** The job queue in brief (monitors alert on these two); null when it cannot be read. */
  queue: z.object({ waiting: z.number().int(), failed: z.number().int() }).nullable(),
  /** The running build: APP_VERSION (e.g. the commit) or the package version. */
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const outboundMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  from: z.string().nullable(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  created_at: z.string(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;
