// `/dashboard`: the candidate's home. A greeting on the gradient banner, the account checklist
// and what the dashboard will show.
import { useSession } from '#web/lib/session/session.tsx';
import { greeting } from '../account-checklist.ts';
import { AccountChecklistCard } from '../components/account-checklist-card.tsx';
import { ApplicationsGlanceCard } from '../components/applications-glance-card.tsx';
import { RecommendedOpportunitiesCard } from '../components/recommended-opportunities-card.tsx';
import { WhatsNextCard } from '../components/whats-next-card.tsx';

export default function DashboardPage() {
  const { user } = useSession();
  // The login guard keeps signed-out visitors away; this only covers the moment of logging out.
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="pb-8 text-white">
        <p className="text-2xl font-bold tracking-tight sm:text-3xl">
          {greeting(new Date())}, {user.firstName}
        </p>
        <p className="mt-1 text-brand-100">Here is where your account stands.</p>
      </div>
      <div className="space-y-6">
        <AccountChecklistCard user={user} />
        <RecommendedOpportunitiesCard />
        <ApplicationsGlanceCard />
        <WhatsNextCard />
      </div>
    </div>
  );
}
