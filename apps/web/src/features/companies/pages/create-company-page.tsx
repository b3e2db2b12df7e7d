// `/create-company` and `/activate-trial?token=…` (same screen, SPEC.md §2): name the company,
// then land on its dashboard with the new company active.
import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { activateTrialSchema } from '@hireloop/shared/tenancy';
import { Building2, CalendarCheck, Users } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { CreateCompanyForm } from '../components/create-company-form.tsx';

const PERKS = [
  { icon: CalendarCheck, text: `A free ${FREE_TRIAL_DAYS}-day trial for your whole team.` },
  { icon: Users, text: 'Invite your team and give each person the right role.' },
  { icon: Building2, text: 'Your personal candidate account stays as it is.' },
];

export default function CreateCompanyPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { refetchUser } = useSession();
  const isTrialLink = pathname === '/activate-trial';
  const token = activateTrialSchema.safeParse({ token: searchParams.get('token') ?? '' });

  const onCreated = async () => {
    await refetchUser();
    await navigate('/company-dashboard', { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-16">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {isTrialLink ? `Activate Your Free ${FREE_TRIAL_DAYS}-Day Trial` : 'Create your company'}
        </h1>
        <p className="mt-2 text-slate-600">
          Tell us what your company is called. You can add a logo and the rest of your profile afterwards.
        </p>
        <Card className="mt-8 p-5 sm:p-8">
          {isTrialLink && !token.success ? (
            <EmptyState
              icon={CalendarCheck}
              title="This trial link is incomplete"
              description="Open the link from your email again, or start a standard free trial instead."
              action={<ButtonLink to="/create-company">Create a company</ButtonLink>}
            />
          ) : (
            <CreateCompanyForm
              trialToken={isTrialLink && token.success ? token.data.token : undefined}
              submitLabel={isTrialLink ? 'Activate trial' : 'Create company'}
              onCreated={onCreated}
            />
          )}
        </Card>
      </div>
      <aside aria-label="What you get" className="lg:pt-24">
        <ul className="space-y-4">
          {PERKS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-slate-700">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="pt-2">{text}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
