import { Building2, Check, Network, UserRound } from 'lucide-react';

const AUDIENCES = [
  {
    icon: UserRound,
    title: 'For candidates',
    lead: 'Find work that fits and keep every step in view.',
    points: [
      'Browse and apply to opportunities in minutes',
      'Pick interview times that suit you',
      'Message hiring teams directly',
      'Review and accept offers online',
    ],
  },
  {
    icon: Building2,
    title: 'For companies',
    lead: 'Run your whole hiring pipeline from one dashboard.',
    points: [
      'Post opportunities and career pages',
      'Move candidates through clear stages',
      'Schedule video, in-person and phone interviews',
      'Invite your team with the right roles',
    ],
  },
  {
    icon: Network,
    title: 'For enterprises',
    lead: 'Hire across every location, client or region.',
    points: [
      'Group franchisees, client accounts or regions',
      'Share templates across locations',
      'Manage access for owners, admins and viewers',
      'Consolidate billing into billing groups',
    ],
  },
];

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="audience-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            One marketplace, three ways in
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            One sign-in covers your personal profile, every company you hire for and every enterprise you run.
            Switch between them whenever you need to.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {AUDIENCES.map(({ icon: Icon, title, lead, points }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{lead}</p>
              <ul className="mt-6 space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
