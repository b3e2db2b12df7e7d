import type { EnterpriseLabels, EnterpriseType } from '@hireloop/shared/enterprise-labels';
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { revokeEnterpriseInvitation } from '../api/access.ts';
import { enterpriseKeys } from '../api/enterprise-query-keys.ts';
import type { EnterpriseInvitation } from '../api/enterprise-types.ts';
import { groupNames } from './group-names.ts';
import { RoleBadge } from './role-badge.tsx';

interface InvitationListProps {
  invitations: readonly EnterpriseInvitation[];
  type: EnterpriseType;
  labels: EnterpriseLabels;
  groupNamesById: ReadonlyMap<number, string>;
}

const EXPIRY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function RevokeButton({ invitation }: { invitation: EnterpriseInvitation }) {
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState(false);
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeEnterpriseInvitation(invitation.id);
      await queryClient.invalidateQueries({ queryKey: enterpriseKeys.invitations() });
    } finally {
      setRevoking(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={revoke}
      loading={revoking}
      aria-label={`Revoke the invitation for ${invitation.email}`}
    >
      Revoke
    </Button>
  );
}

/** Open invitations, each revocable. */
export function InvitationList({ invitations, type, labels, groupNamesById }: InvitationListProps) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="truncate text-sm font-semibold text-slate-900">{invitation.email}</span>
              <RoleBadge role={invitation.role} type={type} />
            </span>
            <span className="mt-0.5 block text-sm text-slate-600">
              {groupNames(invitation.role, invitation.groupIds, groupNamesById, labels.groupPlural)}
            </span>
            <span className="mt-0.5 block text-sm text-slate-600">
              {invitation.status === 'expired'
                ? 'Expired'
                : `Expires ${EXPIRY.format(new Date(invitation.expiresAt))}`}
            </span>
          </span>
          <RevokeButton invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}
