import { CalendarCheck, MessagesSquare, Sparkles } from 'lucide-react';

const POINTS = [
  { icon: Sparkles, text: 'Opportunities matched to your skills and goals' },
  { icon: CalendarCheck, text: 'Interviews scheduled and held in one place' },
  { icon: MessagesSquare, text: 'Direct conversations between candidates and hiring teams' },
];

/** The brand panel beside auth forms on wide screens; decorative, so kept out of the way below lg. */
export function AuthShowcase() {
  return (
    <aside
      aria-label="Why Hireloop"
      className="relative hidden w-[44%] max-w-2xl overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-accent-700 lg:flex lg:flex-col lg:justify-center"
    >
      <div
        className="absolute -top-32 -right-32 size-96 rounded-full bg-white/10 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="absolute -bottom-40 -left-24 size-96 rounded-full bg-accent-500/30 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative px-14 py-16 text-white">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Hireloop</p>
        <p className="mt-4 text-4xl leading-tight font-bold tracking-tight">Match, connect and hire.</p>
        <p className="mt-4 max-w-md text-lg text-brand-100">
          The hiring marketplace where candidates, companies and enterprises meet.
        </p>
        <ul className="mt-10 space-y-4">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-white/15 ring-1 ring-white/20">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-base text-white">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
