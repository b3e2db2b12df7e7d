// What a candidate may do with their own application, by its status; ownership is checked by the
// queries (another person's application is never found). A refusal is 422: the candidate reads it
// on the form (decision 007).
import type { ApplicationStatus } from '@hireloop/shared/applications';
import { validation } from '#server/lib/errors.ts';
import { definePolicy } from '#server/lib/policy.ts';

export const { can, authorize } = definePolicy<ApplicationStatus, { withdraw: undefined; edit: undefined }>(
  {
    /** A draft or a live application can be withdrawn; a decided one cannot. */
    withdraw: {
      allow: (status) => status === 'draft' || status === 'active',
      denied: 'This application can no longer be withdrawn.',
    },
    /** Only an unsent draft can still be changed. */
    edit: { allow: (status) => status === 'draft', denied: 'This application was already submitted.' },
  },
  (message) => validation({ application: [message] }),
);
