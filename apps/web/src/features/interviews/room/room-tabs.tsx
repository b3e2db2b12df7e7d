// The room's panel: the tabs of SPEC.md §3 (keys word for word, in its order) that apply to the
// viewer's side. Beside the video on wide screens; in a sheet on narrow ones (room-view.tsx).
import type { InterviewPanelTab } from '@hireloop/shared/interview-room';
import { INTERVIEW_PANEL_TABS } from '@hireloop/shared/interview-room';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export const PANEL_TAB_LABELS: Record<InterviewPanelTab, string> = {
  candidateProfile: 'Candidate',
  companyProfile: 'Company',
  candidateScores: 'Candidate scores',
  companyScores: 'Company scores',
  chat: 'Chat',
  recording: 'Recording',
  participants: 'Participants',
  shareScreen: 'Share screen',
  notes: 'Notes',
  settings: 'Settings',
  more: 'More',
};

/** The tabs a side sees, in SPEC order: profiles and notes belong to one side each. */
export function tabsFor(
  side: 'candidate' | 'company',
  available: Partial<Record<InterviewPanelTab, ReactNode>>,
): InterviewPanelTab[] {
  return INTERVIEW_PANEL_TABS.filter((tab) => available[tab] !== undefined).filter((tab) =>
    side === 'company'
      ? tab !== 'companyProfile'
      : !['candidateProfile', 'candidateScores', 'companyScores', 'notes'].includes(tab),
  );
}

interface RoomTabsProps {
  tabs: InterviewPanelTab[];
  active: InterviewPanelTab;
  onChange(tab: InterviewPanelTab): void;
  content: Partial<Record<InterviewPanelTab, ReactNode>>;
}

export function RoomTabs({ tabs, active, onChange, content }: RoomTabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.includes(active) ? active : (tabs[0] ?? 'chat');

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current);
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        ref={list}
        role="tablist"
        aria-label="Interview panel"
        className="flex shrink-0 flex-wrap gap-1 border-b border-slate-200 p-2"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            data-tab={tab}
            aria-selected={tab === current}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`rounded-lg px-2.5 py-1.5 text-sm font-medium ${
              tab === current
                ? 'bg-brand-50 text-brand-800'
                : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            }`}
          >
            {PANEL_TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${current}-panel`}
        aria-labelledby={`${id}-${current}-tab`}
        data-panel={current}
        className="min-h-0 flex-1 overflow-y-auto p-4"
      >
        {content[current]}
      </div>
    </div>
  );
}
