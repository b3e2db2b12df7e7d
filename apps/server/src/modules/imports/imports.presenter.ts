// Import rows → the API's import (packages/shared/src/imports.ts).
import type { ImportKind, ImportStatus, UserImport } from '@hireloop/shared/imports';
import type { CompanyAccess } from '#server/access/actor.ts';
import * as reengagementPolicy from '../reengagement/reengagement.policy.ts';
import { can } from './imports.policy.ts';
import { type ImportView, progressOf } from './imports.service.ts';

export function presentImport(row: ImportView, company: CompanyAccess, message?: string): UserImport {
  const status = row.status as ImportStatus;
  const kind = row.kind as ImportKind;
  return {
    id: row.id,
    kind,
    file_name: row.fileName,
    status,
    headers: row.headers,
    mapping: row.mapping,
    sample: row.sample,
    total_rows: row.totalRows,
    invalid_rows: row.invalidRows,
    processed_rows: row.processedRows,
    progress: progressOf(row),
    created_count: row.createdCount,
    existing_count: row.existingCount,
    error_count: row.errorCount,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    created_by: row.createdByName,
    confirm_status: row.confirmStatus as UserImport['confirm_status'],
    confirm_total: row.confirmTotal,
    confirm_sent: row.confirmSent,
    abilities: {
      start: can(company, kind === 'team' ? 'importTeam' : 'import') && status === 'uploaded',
      request_confirmation:
        reengagementPolicy.can(company, 'requestConfirmation') &&
        kind === 'contacts' &&
        status === 'completed' &&
        row.confirmStatus === null &&
        row.createdCount > 0,
    },
    ...(message ? { message } : {}),
  };
}
