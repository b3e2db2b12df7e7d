// Invitations not yet accepted: who, which role, until when; resend a fresh link or revoke it.
import { formatDate } from '@hireloop/shared/time';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PagedList } from '#web/components/paged-list.tsx';
import { useCompanyRoleLabel } from '#web/lib/session/session-role-label.ts';
import { useInvitations, useResendInvitation, useRevokeInvitation } from '../api/invitations.ts';

const STATUS_LABELS = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
  revoked: 'Revoked',
} as const;

export function PendingInvitationsCard({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const roleLabel = useCompanyRoleLabel();
  const query = useInvitations(page, true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  return (
    <Card>
      <h2
        id="invitations-heading"
        className="border-b border-slate-200 px-4 py-4 text-base font-semibold text-slate-900 sm:px-6"
      >
        Pending invitations
      </h2>
      <PagedList
        query={query}
        labelledBy="invitations-heading"
        loadingLabel="Loading invitations"
        compact
        empty={
          <EmptyState
            icon={MailPlus}
            title="No open invitations"
            description="Invitations you send appear here until they are accepted."
          />
        }
        pagesLabel="Invitation pages"
        onPageChange={onPageChange}
      >
        {(invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {roleLabel(invitation.role)} · {STATUS_LABELS[invitation.status]}
                {invitation.status === 'pending' ? ` until ${formatDate(invitation.expiresAt)}` : ''}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => resend.mutate(invitation.id)}
                loading={resend.isPending && resend.variables === invitation.id}
                aria-label={`Resend invitation to ${invitation.email}`}
              >
                <RotateCw className="size-4" aria-hidden="true" />
                Resend
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => revoke.mutate(invitation.id)}
                loading={revoke.isPending && revoke.variables === invitation.id}
                aria-label={`Revoke invitation to ${invitation.email}`}
              >
                <X className="size-4" aria-hidden="true" />
                Revoke
              </Button>
            </div>
          </li>
        )}
      </PagedList>
    </Card>
  );
}
