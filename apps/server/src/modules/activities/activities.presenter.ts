// Report rows on the wire and in the CSV.
import {
  ACTIVITY_FILTERS,
  type ActivityEvent,
  type ActivityFilter,
  activityLabel,
} from '@hireloop/shared/activities';
import type { EventRow } from './activities.service.ts';

const kindOf = (kind: string | null): ActivityFilter =>
  kind && (ACTIVITY_FILTERS as readonly string[]).includes(kind) ? (kind as ActivityFilter) : 'other';

export function presentEvent(row: EventRow): ActivityEvent {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    label: activityLabel(row.kind),
    action: row.action,
    target: row.target,
    status_code: row.statusCode,
    ip_address: row.ipAddress,
    impersonator:
      row.impersonatorId === null
        ? null
        : {
            id: row.impersonatorId,
            name:
              `${row.impersonatorFirstName ?? ''} ${row.impersonatorLastName ?? ''}`.trim() || 'Super admin',
          },
    created_at: row.createdAt.toISOString(),
  };
}

export const CSV_HEADER = ['time', 'activity', 'action', 'target', 'status', 'ip_address', 'impersonated_by'];

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a leading = + - @ (or tab,
 * carriage return) is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvRow(row: EventRow): string {
  const event = presentEvent(row);
  return csvLine([
    event.created_at,
    event.label,
    event.action,
    event.target,
    String(event.status_code),
    event.ip_address ?? '',
    event.impersonator?.name ?? '',
  ]);
}
