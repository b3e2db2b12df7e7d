// `/enterprise-group-invitations/:token` (SPEC.md §2 "enterprise group invitations by token (no
// login)", decision 103): who invites whom into which group of which enterprise; log in or
// register, then accept.
import { InvitationCard } from '../components/invitation-card.tsx';

export default function EnterpriseGroupInvitationPage() {
  return <InvitationCard door="group" />;
}
