// `/enterprise-invitations/:token` (SPEC.md §2 "enterprise invitations by token (no login)"): who
// invites whom to which enterprise and groups; log in or register, then accept.
import { InvitationCard } from '../components/invitation-card.tsx';

export default function EnterpriseInvitationPage() {
  return <InvitationCard door="enterprise" />;
}
