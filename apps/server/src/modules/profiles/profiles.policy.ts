// Who may act on a candidate account: its owner only (SPEC.md §7 /api/users/{id}/… calls).
import { forbidden } from '../../lib/errors.ts';

export const NOT_YOUR_ACCOUNT = 'You may only change your own candidate account.';

export function canManageCandidateAccount(actorUserId: number, targetUserId: number): boolean {
  return actorUserId === targetUserId;
}

export function authorizeManageCandidateAccount(actorUserId: number, targetUserId: number): void {
  if (!canManageCandidateAccount(actorUserId, targetUserId)) throw forbidden(NOT_YOUR_ACCOUNT);
}
