// The invitation to fill in the quick profile (see quick-profile-prompt-rule.ts for when it shows).
import { Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import type { DashboardProfile } from '../api/candidate-profile.ts';
import {
  hideQuickProfileForAWhile,
  isQuickProfileHidden,
  quickProfileGaps,
} from '../quick-profile-prompt-rule.ts';

const GAP_LABELS: Record<string, string> = {
  headline: 'a headline',
  location: 'your location',
  desired_roles: 'the roles you want',
  availability: 'when you can start',
  resume: 'your resume',
};

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function QuickProfilePrompt({ profile }: { profile: DashboardProfile }) {
  // Read once: storing the item below must not hide the prompt the candidate is looking at.
  const [hiddenWhenOpened] = useState(isQuickProfileHidden);
  const [dismissed, setDismissed] = useState(false);
  const gaps = quickProfileGaps(profile);
  const visible = !hiddenWhenOpened && !dismissed && gaps.length > 0;

  useEffect(() => {
    if (visible) hideQuickProfileForAWhile();
  }, [visible]);

  if (!visible) return null;
  return (
    <Card
      className="flex flex-col gap-4 border-brand-200 p-5 sm:flex-row sm:items-center sm:p-6"
      role="region"
      aria-labelledby="quick-profile-heading"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="quick-profile-heading" className="text-base font-semibold text-slate-900">
          Finish your quick profile
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Add {listText(gaps.map((gap) => GAP_LABELS[gap] ?? gap))} so companies can find you.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <ButtonLink to="/profile/quick" size="sm">
          Complete profile
        </ButtonLink>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label="Not now"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </Card>
  );
}
