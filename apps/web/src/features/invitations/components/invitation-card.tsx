// The invitation from an emailed link and the way to accept it whoever opens it; shared by
// `/accept-invitation/:token` (any), `/enterprise-invitations/:token` and
// `/enterprise-group-invitations/:token`.
import { CircleCheck, Clock, LinkIcon, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import {
  type InvitationDoor,
  isUnknownInvitation,
  useInvitationByToken,
} from '../api/invitation-by-token.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { InvitationSummary, invitationAccountName } from './invitation-summary.tsx';

const CLOSED = {
  expired: {
    icon: Clock,
    title: 'This invitation has expired',
    text: 'Invitations are valid for 7 days. Ask the person who invited you to send a new one.',
  },
  revoked: {
    icon: Undo2,
    title: 'This invitation was withdrawn',
    text: 'It can no longer be used. Ask the person who invited you if you should still join.',
  },
  accepted: {
    icon: CircleCheck,
    title: 'This invitation was already accepted',
    text: 'Log in to work in the account; you will find it on your Launch Pad.',
  },
} as const;

export function InvitationCard({ door }: { door: InvitationDoor }) {
  const { token = '' } = useParams();
  const query = useInvitationByToken(token, door);

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="flex justify-center py-14">
        <Spinner className="size-6 text-brand-600" label="Loading the invitation" />
      </div>
    );
  } else if (query.isError) {
    content = isUnknownInvitation(query.error) ? (
      <EmptyState
        icon={LinkIcon}
        title="We could not find this invitation"
        description="Check that you opened the whole link from the email, or ask for a new invitation."
        action={<ButtonLink to="/">Go to Hireloop</ButtonLink>}
      />
    ) : (
      <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.status !== 'pending') {
    const closed = CLOSED[query.data.status];
    content = (
      <EmptyState
        icon={closed.icon}
        title={closed.title}
        description={`${invitationAccountName(query.data)}: ${closed.text}`}
        action={
          <ButtonLink to="/launch-pad" variant="secondary">
            Go to your Launch Pad
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <div className="space-y-8">
        <InvitationSummary invitation={query.data} />
        <InvitationActions token={token} door={door} invitation={query.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="p-6 sm:p-8">{content}</Card>
    </div>
  );
}
