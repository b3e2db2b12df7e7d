// What a candidate sees after sending an application: sent, not a match (the server's respectful
// knockout message, in a calm panel rather than an error), or already applied.
import { CircleCheck, FileCheck2, HeartHandshake, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';

export type Outcome =
  | { kind: 'sent'; message: string }
  | { kind: 'not-a-match'; message: string }
  | { kind: 'already-applied'; message: string };

const LOOKS: Record<Outcome['kind'], { icon: LucideIcon; iconClasses: string; title: string }> = {
  sent: { icon: CircleCheck, iconClasses: 'bg-emerald-50 text-emerald-600', title: 'Application sent' },
  'not-a-match': {
    icon: HeartHandshake,
    iconClasses: 'bg-brand-50 text-brand-600',
    title: 'Thank you for applying',
  },
  'already-applied': {
    icon: FileCheck2,
    iconClasses: 'bg-brand-50 text-brand-600',
    title: 'You have already applied',
  },
};

const FOLLOW_UP: Record<Outcome['kind'], ReactNode> = {
  sent: 'You can follow every step of it in My Applications. We will also let you know when it moves forward.',
  'not-a-match': 'There are many more opportunities to explore, and new ones are posted every day.',
  'already-applied': 'You can see where it stands, or finish a saved one, in My Applications.',
};

interface ApplicationOutcomeProps {
  outcome: Outcome;
  /** "Keep exploring": back to the search (absent on pages that have nothing to go back to). */
  onDone?: () => void;
  /** Heading level inside the surrounding page or dialog. */
  headingLevel?: 'h2' | 'h3';
}

export function ApplicationOutcome({
  outcome,
  onDone,
  headingLevel: Heading = 'h3',
}: ApplicationOutcomeProps) {
  const { icon: Icon, iconClasses, title } = LOOKS[outcome.kind];
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-center sm:p-6">
      <div className={`mx-auto flex size-12 items-center justify-center rounded-full ${iconClasses}`}>
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <Heading className="mt-4 text-base font-semibold text-slate-900">{title}</Heading>
      <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-slate-700">{outcome.message}</p>
      <p className="mx-auto mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        {FOLLOW_UP[outcome.kind]}
      </p>
      <div className="mt-5 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            Keep exploring
          </Button>
        ) : null}
        <ButtonLink to="/applications" variant={outcome.kind === 'not-a-match' ? 'secondary' : 'primary'}>
          Go to My Applications
        </ButtonLink>
      </div>
    </div>
  );
}
