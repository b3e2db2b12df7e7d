// `/company-messages` (company-message-index): the active company's conversations with candidates.
// Team Members read them; Recruiters and above also write (the server says so per conversation;
// starting a new one is checked against the same minimum role).
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import { useSession } from '#web/lib/session/session.tsx';
import { MessagesView } from '../components/messages-view.tsx';

export default function CompanyMessagesPage() {
  const { user } = useSession();
  if (!user) return null;
  const company = user.activeCompany;
  return (
    <MessagesView
      side="company"
      companyId={company?.id ?? null}
      canStartConversations={atLeastCompanyRole(company?.role, 'Recruiter')}
      me={{ id: user.id, firstName: user.firstName, lastName: user.lastName, avatar: user.avatar }}
    />
  );
}
