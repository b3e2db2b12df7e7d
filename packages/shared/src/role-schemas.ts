// The role enums as zod schemas, apart from roles.ts: the web client's route table and guards
// read the role lists and rules at start-up, and a schema built at module load would bring zod
// into its first download (issue 16, decision 041).
import { COMPANY_ROLES, ENTERPRISE_ROLES } from './roles.ts';
import { z } from './zod.ts';

export const companyRoleSchema = z.enum(COMPANY_ROLES);
export const enterpriseRoleSchema = z.enum(ENTERPRISE_ROLES);
