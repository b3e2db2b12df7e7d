// The role and enterprise type enums as zod schemas, apart from roles.ts and enterprise-labels.ts:
// the web client's route table, guards and menus read those lists and rules on every signed-in
// page, and a schema built at module load would bring zod into that first download (issue 16,
// decision 041).
import { ENTERPRISE_TYPES } from './enterprise-labels.ts';
import { COMPANY_ROLES, ENTERPRISE_ROLES } from './roles.ts';
import { z } from './zod.ts';

export const companyRoleSchema = z.enum(COMPANY_ROLES);
export const enterpriseRoleSchema = z.enum(ENTERPRISE_ROLES);
export const enterpriseTypeSchema = z.enum(ENTERPRISE_TYPES);
