// A talent-pool invitation (`?invite=<token>` from the email): who invited the candidate to what.
// The opportunity itself opens beside it; an invalid link says so quietly.
import { Banner } from '#web/components/banner.tsx';
import { useOpportunityInvite } from '../api/opportunity-invite.ts';

interface InviteBannerProps {
  token: string;
  onDismiss: () => void;
}

export function InviteBanner({ token, onDismiss }: InviteBannerProps) {
  const invite = useOpportunityInvite(token);
  if (invite.isPending) return null;
  if (invite.isError || !invite.data) {
    return (
      <Banner variant="warning" title="This invitation link is not valid" onDismiss={onDismiss}>
        It may have been mistyped or replaced by a newer one. You can still search every open opportunity
        below.
      </Banner>
    );
  }
  const { firstName, opportunity } = invite.data;
  return (
    <Banner
      variant={opportunity.acceptingApplications ? 'info' : 'warning'}
      title={`${opportunity.company.name} invited you to apply`}
      onDismiss={onDismiss}
    >
      {firstName ? `Hi ${firstName}, ` : ''}
      {opportunity.company.name} would like you to apply for {opportunity.title}.{' '}
      {opportunity.acceptingApplications
        ? 'Its details are open below.'
        : 'It is not accepting applications right now, but you can explore similar opportunities.'}
    </Banner>
  );
}
