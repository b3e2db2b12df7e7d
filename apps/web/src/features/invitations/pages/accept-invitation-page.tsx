// `/accept-invitation/:token`: a company or enterprise invitation from its emailed link.
import { InvitationCard } from '../components/invitation-card.tsx';

export default function AcceptInvitationPage() {
  return <InvitationCard door="any" />;
}
