// Pages that belong to whichever personal-side account is in use (SPEC.md §2 gives enterprises no
// notification routes of their own): an enterprise session sees them in the enterprise layout,
// with the enterprise's menus and header, everyone else in the candidate layout.
import { useSession } from '#web/lib/session/session.tsx';
import { usesEnterpriseArea } from '#web/lib/session/session-area.ts';
import CandidateLayout from './candidate-layout.tsx';
import EnterpriseLayout from './enterprise-layout.tsx';

export default function AccountLayout() {
  const { user } = useSession();
  return usesEnterpriseArea(user) ? <EnterpriseLayout /> : <CandidateLayout />;
}
