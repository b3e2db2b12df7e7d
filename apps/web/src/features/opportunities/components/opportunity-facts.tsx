// The facts a candidate scans first: where, what kind of work, the pay and how fresh it is.
import {
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  type PayPeriod,
} from '@hireloop/shared/opportunities/enums';
import { relativeTime } from '@hireloop/shared/time';
import { clsx } from 'clsx';
import { BriefcaseBusiness, Clock, type LucideIcon, MapPin, Wallet } from 'lucide-react';
import { formatPayRange } from '../pay-range.ts';

export interface FactsSource {
  location: string;
  remote: boolean;
  employmentType: EmploymentType;
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
  publishedAt: string;
}

/** "Portland, OR", "Remote", or "Portland, OR · Remote" when both. */
export function placeText({ location, remote }: Pick<FactsSource, 'location' | 'remote'>): string | null {
  if (location && remote) return `${location} · Remote`;
  if (remote) return 'Remote';
  return location || null;
}

interface OpportunityFactsProps {
  opportunity: FactsSource;
  now: Date;
  className?: string;
}

export function OpportunityFacts({ opportunity, now, className }: OpportunityFactsProps) {
  const posted = relativeTime(opportunity.publishedAt, now);
  const facts: Array<{ icon: LucideIcon; label: string; text: string | null }> = [
    { icon: MapPin, label: 'Location', text: placeText(opportunity) },
    { icon: BriefcaseBusiness, label: 'Type', text: EMPLOYMENT_TYPE_LABELS[opportunity.employmentType] },
    { icon: Wallet, label: 'Pay', text: formatPayRange(opportunity) },
    { icon: Clock, label: 'Posted', text: posted ? `Posted ${posted}` : null },
  ];
  return (
    <ul className={clsx('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600', className)}>
      {facts.map(({ icon: Icon, label, text }) =>
        text ? (
          <li key={label} className="inline-flex items-center gap-1.5">
            <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">{label}: </span>
            {text}
          </li>
        ) : null,
      )}
    </ul>
  );
}
