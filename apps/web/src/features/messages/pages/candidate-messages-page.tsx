// `/messages` (candidate-message-index): the candidate's conversations with companies.
import { useSession } from '#web/lib/session/session.tsx';
import { MessagesView } from '../components/messages-view.tsx';

export default function CandidateMessagesPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <MessagesView
      side="candidate"
      companyId={null}
      me={{ id: user.id, firstName: user.firstName, lastName: user.lastName, avatar: user.avatar }}
    />
  );
}
