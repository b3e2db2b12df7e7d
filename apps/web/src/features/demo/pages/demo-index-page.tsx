// `/` on the demo site (SPEC.md §2 "demo index, titled Dashboard"): the visitor picks a role and
// gets a fresh throwaway company (or a candidate account), signed in, for 60 minutes.
import { DEMO_ROLES, type DemoRole } from '@hireloop/shared/demo';
import { Briefcase, ClipboardList, Crown, type LucideIcon, Search, UserRound } from 'lucide-react';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { useCreateDemoAccount } from '../api/demo-accounts.ts';

const ROLE_DETAILS: Record<DemoRole, { icon: LucideIcon; text: string }> = {
  'Company Admin': {
    icon: Crown,
    text: 'Everything: opportunities, the team, billing and company settings.',
  },
  Manager: { icon: Briefcase, text: 'Run hiring: post opportunities, move candidates and make offers.' },
  Recruiter: { icon: Search, text: 'Source and screen applicants, message them and schedule interviews.' },
  'Team Member': { icon: ClipboardList, text: 'Follow the pipeline and add interview feedback.' },
  Candidate: { icon: UserRound, text: 'Look for work: apply, chat with the café and attend interviews.' },
};

export default function DemoIndexPage() {
  const create = useCreateDemoAccount();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Hireloop demo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Try Hireloop with your own demo account
        </h1>
        <p className="mt-4 text-base text-slate-600">
          Pick a role. We create a fresh café, Harbor Street Café, with open positions, applicants in every
          step and a conversation, just for you. The demo lasts 60 minutes; then the account and its data are
          deleted. Emails, payments, exports and integrations are switched off.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DEMO_ROLES.map((role) => {
          const { icon: Icon, text } = ROLE_DETAILS[role];
          const pending = create.isPending && create.variables === role;
          return (
            <li key={role}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h2 className="text-base font-semibold text-slate-900">{role}</h2>
                </div>
                <p className="mt-3 flex-1 text-sm text-slate-600">{text}</p>
                <Button
                  className="mt-5"
                  block
                  loading={pending}
                  disabled={create.isPending && !pending}
                  onClick={() => create.mutate(role)}
                >
                  Try as {role}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
