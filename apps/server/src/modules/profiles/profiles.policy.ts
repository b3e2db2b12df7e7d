// Who may act on a candidate account: its owner only (SPEC.md §7 /api/users/{id}/… calls).
import { definePolicy } from '#server/lib/policy.ts';

export const NOT_YOUR_ACCOUNT = 'You may only change your own candidate account.';

/** The actor is the signed-in user's id; the subject the account's user id. */
export const { can, authorize } = definePolicy<number, { manage: number }>({
  manage: { allow: (actorUserId, targetUserId) => actorUserId === targetUserId, denied: NOT_YOUR_ACCOUNT },
});
