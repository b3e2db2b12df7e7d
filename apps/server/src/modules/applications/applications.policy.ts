// What a candidate may do with their own application. Pure functions over its status; ownership is
// checked by the queries (another person's application is never found).
import type { ApplicationStatus } from '@hireloop/shared/applications';
import { validation } from '../../lib/errors.ts';

/** A draft or a live application can be withdrawn; a decided one cannot. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'draft' || status === 'active';
}

/** Only an unsent draft can still be changed. */
export function canEdit(status: ApplicationStatus): boolean {
  return status === 'draft';
}

export function authorizeWithdraw(status: ApplicationStatus): void {
  if (!canWithdraw(status)) {
    throw validation({ application: ['This application can no longer be withdrawn.'] });
  }
}

export function authorizeEdit(status: ApplicationStatus): void {
  if (!canEdit(status)) throw validation({ application: ['This application was already submitted.'] });
}
