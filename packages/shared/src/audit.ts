// The company audit log (issue 22): every state-changing request of a company user and every request
// made while impersonating, append-only. Readable by the company's Admins and by super admins.
import { paginatedSchema, paginationQuerySchema } from './api.ts';
import { z } from './zod.ts';

export const auditLogQuerySchema = paginationQuerySchema;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** Who the request acted as; null once the account is gone. */
  actor: personSchema.nullable(),
  /** The super admin behind the request, when impersonating. */
  impersonator: personSchema.nullable(),
  company_id: z.number().int().nullable(),
  /** `METHOD /route/pattern`. */
  action: z.string(),
  /** What the route declares the request does (ACTIVITY_KINDS), when it declares it. */
  kind: z.string().nullable(),
  target: z.string(),
  status_code: z.number().int(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditEventListSchema = paginatedSchema(auditEventSchema);

export const AUDIT_LOG_DENIED = 'Only a Company Admin may read the audit log.';
