// The frame of Page Not Found (unknown and unbuilt paths): a signed-in user stays in the layout of
// the account they act as, with its menus; a visitor gets the public layout with its sign-in links.
import { useSession } from '#web/lib/session/session.tsx';
import { InitialLoad } from '../initial-load.tsx';
import CandidateLayout from './candidate-layout.tsx';
import CompanyLayout from './company-layout.tsx';
import EnterpriseLayout from './enterprise-layout.tsx';
import PublicLayout from './public-layout.tsx';

export default function NotFoundLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <InitialLoad />;
  if (!user) return <PublicLayout />;
  if (user.activeEnterprise) return <EnterpriseLayout />;
  if (user.activeCompany) return <CompanyLayout />;
  return <CandidateLayout />;
}
