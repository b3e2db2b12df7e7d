// The checks a row of a team-member import passes (docs/decisions/106): an email and a role the importer may give (SPEC.md §6 "Assignable roles"); an empty role invites as a
// Team Member.
import { emailSchema } from './auth.ts';
import type { ImportField, ImportRowProblem } from './imports.ts';
import { COMPANY_ROLES, type CompanyRole, canAssignCompanyRole } from './roles.ts';

export interface CheckedTeamMember {
  email: string;
  role: CompanyRole;
}

export const DEFAULT_TEAM_IMPORT_ROLE: CompanyRole = 'Team Member';

/** "company admin", "Company-Admin", "admin" → Company Admin; null when it names no role. */
export function readCompanyRole(text: string): CompanyRole | null {
  const normalized = text.toLowerCase().replace(/[\s_-]+/g, '');
  if (normalized === 'admin') return 'Company Admin';
  return COMPANY_ROLES.find((role) => role.toLowerCase().replace(/\s+/g, '') === normalized) ?? null;
}

export function checkTeamRow(
  cells: readonly string[],
  mapping: Record<ImportField, number | null>,
  importerRole: string | null,
): { member: CheckedTeamMember } | { problems: ImportRowProblem[] } {
  const value = (field: ImportField) => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const problems: ImportRowProblem[] = [];
  const email = emailSchema.safeParse(value('email'));
  if (!email.success)
    problems.push({
      field: 'email',
      message: value('email') ? 'The email is not a valid address.' : 'The email is missing.',
    });
  const rawRole = value('role');
  const role = rawRole === '' ? DEFAULT_TEAM_IMPORT_ROLE : readCompanyRole(rawRole);
  if (!role)
    problems.push({ field: 'role', message: `The role must be one of ${COMPANY_ROLES.join(', ')}.` });
  else if (!canAssignCompanyRole(importerRole, role))
    problems.push({ field: 'role', message: `You may not invite someone as ${role}.` });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL never reaches the database
  if (cells.some((cell) => /\u0000/.test(cell)))
    problems.push({ field: 'row', message: 'The row contains a NUL character.' });
  if (problems.length > 0 || !email.success || !role) return { problems };
  return { member: { email: email.data, role } };
}
