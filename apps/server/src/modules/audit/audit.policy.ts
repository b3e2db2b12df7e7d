// Who reads a company's audit log: its Company Admins (the highest company role, SPEC.md §6).
import { AUDIT_LOG_DENIED } from '@hireloop/shared/audit';
import { USER_ACTIVITY_REPORT_ROLES } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<CompanyAccess, { viewAuditLog: undefined }>({
  viewAuditLog: {
    allow: (company) => USER_ACTIVITY_REPORT_ROLES.includes(company.role),
    denied: AUDIT_LOG_DENIED,
  },
});
