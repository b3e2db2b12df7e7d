// A decorative glimpse of the product: a pipeline card and an interview card. Hidden from
// assistive technology because it only illustrates what the text already says.
import { CalendarDays, CheckCircle2, MapPin, Video } from 'lucide-react';

const PIPELINE = [
  { name: 'Maya Chen', initials: 'MC', stage: 'Interview', tone: 'bg-brand-100 text-brand-800' },
  { name: 'Jordan Ellis', initials: 'JE', stage: 'Offer', tone: 'bg-emerald-100 text-emerald-800' },
  { name: 'Priya Nair', initials: 'PN', stage: 'Applied', tone: 'bg-slate-100 text-slate-700' },
];

export function HeroPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 pb-16 shadow-xl shadow-brand-900/10 sm:pb-5">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-sm font-semibold text-slate-900">Senior Pastry Chef</p>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <MapPin className="size-3.5" /> Northwind Bakery · Portland
            </p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700">
            Open
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {PIPELINE.map((person) => (
            <li key={person.name} className="flex items-center gap-3 rounded-xl border border-slate-100 p-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                {person.initials}
              </span>
              <span className="flex-1 text-sm font-medium text-slate-800">{person.name}</span>
              <span className={`rounded-full px-2.5 py-1 text-xs font-medium ${person.tone}`}>
                {person.stage}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 hidden pb-16 text-right text-xs text-slate-500 sm:block">
          3 of 12 applicants shown
        </p>
      </div>
      <div className="relative -mt-10 ml-3 w-64 sm:absolute sm:-bottom-8 sm:-left-10 sm:mt-0 sm:ml-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg shadow-slate-900/10">
        <div className="flex items-center gap-2 text-xs font-medium text-brand-700">
          <Video className="size-4" /> Video interview
        </div>
        <p className="mt-2 text-sm font-semibold text-slate-900">Maya Chen</p>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
          <CalendarDays className="size-3.5" /> Tomorrow, 10:30 · 45 min
        </p>
        <p className="mt-3 flex items-center gap-1.5 text-xs font-medium text-emerald-700">
          <CheckCircle2 className="size-3.5" /> Confirmed by both sides
        </p>
      </div>
    </div>
  );
}
