// `/add-location`: upgrade the active company to an enterprise (Company Admin only).
import { Layers, Network, ShieldCheck } from 'lucide-react';
import { Card } from '#web/components/card.tsx';
import { useSession } from '#web/lib/session/session.tsx';
import { UpgradeForm } from '../components/upgrade-form.tsx';

const BENEFITS = [
  {
    icon: Network,
    title: 'Group your locations',
    text: 'Organise every location into franchisees, clients or regions.',
  },
  {
    icon: ShieldCheck,
    title: 'Share access safely',
    text: 'Give admins and viewers access to just the groups they look after.',
  },
  {
    icon: Layers,
    title: 'Keep what you have',
    text: 'This company becomes your first location, with its team and opportunities.',
  },
];

export default function AddLocationPage() {
  const { user } = useSession();
  const company = user?.activeCompany;
  if (!company) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
          Run several locations as one enterprise
        </h2>
        <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-600">
          An enterprise is an umbrella account over many locations. Create one and{' '}
          <span className="font-medium text-slate-900">{company.name}</span> becomes its first location; you
          can then add more locations, arrange them in groups and decide who sees which.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{title}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <Card className="p-5 sm:p-8">
        <UpgradeForm companyId={company.id} />
      </Card>
    </div>
  );
}
