// How a row of an import is read, by the import's kind: its key (the address that makes two rows
// the same person) or its problems. Shared by the mapping check (counting) and the run.

import type { CheckedContact } from '@hireloop/shared/imports';
import {
  checkImportRow,
  type ImportField,
  type ImportKind,
  type ImportRowProblem,
} from '@hireloop/shared/imports';
import { type CheckedTeamMember, checkTeamRow } from '@hireloop/shared/imports-team';

export type Mapping = Record<ImportField, number | null>;

export type CheckedRow =
  | { key: string; contact: CheckedContact; member?: undefined }
  | { key: string; member: CheckedTeamMember; contact?: undefined }
  | { problems: ImportRowProblem[] };

export type RowChecker = (cells: readonly string[]) => CheckedRow;

export function rowChecker(kind: ImportKind, mapping: Mapping, importerRole: string | null): RowChecker {
  if (kind === 'team')
    return (cells) => {
      const checked = checkTeamRow(cells, mapping, importerRole);
      return 'problems' in checked ? checked : { key: checked.member.email, member: checked.member };
    };
  return (cells) => {
    const checked = checkImportRow(cells, mapping);
    return 'problems' in checked ? checked : { key: checked.contact.email, contact: checked.contact };
  };
}

/** How many rows have a problem, duplicates within the file included. */
export function countInvalidRows(rows: readonly string[][], check: RowChecker): number {
  const seen = new Set<string>();
  let invalid = 0;
  for (const row of rows) {
    const checked = check(row);
    if ('problems' in checked) invalid += 1;
    else if (seen.has(checked.key)) invalid += 1;
    else seen.add(checked.key);
  }
  return invalid;
}
