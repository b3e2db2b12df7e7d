// `/company-account`: the active company account at a glance — its name, your role, the trial
// and billing reference, and where to manage profile and team.

import { roleIsAllowed, TEAM_MEMBERS_PAGE_ROLES } from '@hireloop/shared/roles';
import { formatDate } from '@hireloop/shared/time';
import { ArrowRight, Building2, CreditCard, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import { Card } from '#web/components/card.tsx';
import { OwnPhotoSection } from '#web/components/own-photo-section.tsx';
import { isBuiltLink } from '#web/lib/route-table.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { useCompanyRoleLabel } from '#web/lib/session/session-role-label.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[14rem_1fr] sm:px-6">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export default function CompanyAccountPage() {
  const { user } = useSession();
  const roleLabel = useCompanyRoleLabel();
  const company = user?.activeCompany;
  if (!company) return null;
  const trialEnds = company.billableEntityTrialEndsAt;
  const links = [
    {
      to: '/company-profile',
      icon: Building2,
      title: 'Company profile',
      text: 'What candidates see about you.',
    },
    ...(roleIsAllowed(company.role, null, TEAM_MEMBERS_PAGE_ROLES)
      ? [{ to: '/team-members', icon: Users, title: 'Team members', text: 'Invite people and manage roles.' }]
      : []),
    ...(company.role === 'Company Admin' && isBuiltLink('/company-billing')
      ? [{ to: '/company-billing', icon: CreditCard, title: 'Billing', text: 'Usage, invoices and payment.' }]
      : []),
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card>
        <div className="flex items-center gap-4 border-b border-slate-200 p-5 sm:p-6">
          <Avatar name={company.name} src={company.avatar} size="base" shape="square" />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold text-slate-900">{company.name}</h2>
            <p className="text-sm text-slate-600">Company account</p>
          </div>
        </div>
        <dl className="divide-y divide-slate-200">
          <Row label="Your role">{roleLabel(company.role)}</Row>
          <Row label="Trial">
            {trialEnds
              ? new Date(trialEnds) > new Date()
                ? `Ends ${formatDate(trialEnds)}`
                : `Ended ${formatDate(trialEnds)}`
              : 'No trial'}
          </Row>
          <Row label="Billing account number">{company.billableEntityId ?? 'Not set up yet'}</Row>
        </dl>
      </Card>
      <OwnPhotoSection />
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
              <ArrowRight className="size-4 text-slate-400 group-hover:text-brand-600" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
