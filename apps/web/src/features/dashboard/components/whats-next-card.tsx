// What this dashboard will hold once the user is active: said plainly, with nothing made up.
import { BriefcaseBusiness, CalendarDays, FileText, type LucideIcon } from 'lucide-react';
import { Card } from '#web/components/card.tsx';

const AREAS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BriefcaseBusiness,
    title: 'Opportunities',
    text: 'Roles that match your skills and goals, including invitations from companies.',
  },
  {
    icon: FileText,
    title: 'Applications',
    text: 'Every application you send, and where it stands with the hiring team.',
  },
  {
    icon: CalendarDays,
    title: 'Interviews',
    text: 'Upcoming interviews with their time, place and a reminder before they start.',
  },
];

export function WhatsNextCard() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">Your job search, in one place</h2>
      <p className="mt-1 text-sm text-slate-600">
        As you apply and companies reach out, this dashboard fills up with:
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {AREAS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-slate-200 p-4">
            <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-sm font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
