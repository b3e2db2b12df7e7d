// Who may read a Referral Portal: the referrer themself, and super admins with two-factor. Anyone
// else is answered 404, as for another tenant's object (the portal's existence is not disclosed).

import { notFound } from '#server/lib/errors.ts';
import { definePolicy } from '#server/lib/policy.ts';

export interface PortalViewer {
  userId: number;
  isSuperAdmin: boolean;
  twoFactorConfirmed: boolean;
}

export const { can, authorize } = definePolicy<PortalViewer, { view: { ownerId: number } }>(
  {
    view: {
      allow: (viewer, referrer) =>
        viewer.userId === referrer.ownerId || (viewer.isSuperAdmin && viewer.twoFactorConfirmed),
      denied: 'Not Found.',
    },
  },
  () => notFound(),
);
