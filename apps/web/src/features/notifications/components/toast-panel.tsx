// The persistent notification panel (SPEC.md §4): a stack of toast cards, newest on top. It opens
// whenever more toasts are visible than before. It never floats over the page (decision 035): open,
// it sits in the page's flow at the top of the content (the layout's `live-notifications` slot),
// pushing the page down rather than covering its controls; folded, it is a bell button in the
// header (the `live-notifications-folded` slot). Opened by toasts it folds itself after the toast
// timeout of SPEC.md §9 (5000 ms), paused while focus is inside; the toasts stay one click away.
// Opened by the user, it stays until they fold it. Whether focus is inside is read from the
// document, not from focus events: React drops the blur of an element it removes, so a card
// dismissed by a click (or the panel emptied by it) would otherwise keep the panel open for good.
// Pages without the slots (sign-in, onboarding steps) show no panel; the toasts wait for a page
// that has them.
import { TOASTS } from '@hireloop/shared/constants';
import { BellRing, ChevronUp } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { NotificationToast, ShownToast } from '../toasts/toast-model.ts';
import { panelShouldOpen } from '../toasts/toast-visibility.ts';
import { ToastCard } from './toast-card.tsx';

/** Where the open panel and the folded button render; without it, both render in place. */
export interface ToastPanelSlots {
  open: HTMLElement | null;
  folded: HTMLElement | null;
}

interface ToastPanelProps {
  toasts: readonly ShownToast[];
  onDismiss: (toast: NotificationToast) => void;
  onFollow: (toast: NotificationToast) => void;
  slots?: ToastPanelSlots;
}

type PanelMode = 'opened-by-toasts' | 'opened-by-user' | 'folded';

function countText(count: number): string {
  return count === 1 ? '1 notification' : `${count} notifications`;
}

export function ToastPanel({ toasts, onDismiss, onFollow, slots }: ToastPanelProps) {
  const [mode, setMode] = useState<PanelMode>('opened-by-toasts');
  const previousCount = useRef(0);
  const section = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const count = toasts.length;

  const focusIsInside = useCallback(() => section.current?.contains(document.activeElement) ?? false, []);
  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const startTimer = useCallback(() => {
    stopTimer();
    // Only a panel that opened by itself folds by itself.
    timer.current = setTimeout(() => {
      timer.current = null;
      setMode((current) => (current === 'opened-by-toasts' ? 'folded' : current));
    }, TOASTS.autoClose);
  }, [stopTimer]);
  useEffect(() => stopTimer, [stopTimer]);

  useEffect(() => {
    const grew = panelShouldOpen(previousCount.current, count);
    previousCount.current = count;
    if (grew) setMode('opened-by-toasts');
    if (focusIsInside()) return;
    // A new toast gives the panel its full time again, unless someone is using it; a panel left
    // without a timer (focus went away with a removed card) starts folding again.
    if (grew || (count > 0 && mode === 'opened-by-toasts' && timer.current === null)) startTimer();
  }, [count, mode, focusIsInside, startTimer]);

  const fold = () => {
    stopTimer();
    setMode('folded');
  };
  const unfold = () => {
    stopTimer();
    setMode('opened-by-user');
  };
  const folding = mode === 'opened-by-toasts';

  if (count === 0) return null;
  const open = mode !== 'folded';
  const panel = (
    <section
      ref={section}
      aria-label="Live notifications"
      className={open ? 'mb-6 w-full' : 'flex'}
      onFocus={stopTimer}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (folding) startTimer();
      }}
    >
      {open ? (
        <div className="mx-auto w-full max-w-7xl">
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={fold}
              className="inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white shadow-sm hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ChevronUp className="size-3.5" aria-hidden="true" />
              Hide {countText(count)}
            </button>
          </div>
          <ul
            aria-live="polite"
            className="grid max-h-[min(28rem,60dvh)] gap-2 overflow-y-auto overscroll-contain p-0.5 lg:grid-cols-2 2xl:grid-cols-3"
          >
            {toasts.map((toast) => (
              <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} onFollow={onFollow} />
            ))}
          </ul>
        </div>
      ) : (
        <button
          type="button"
          onClick={unfold}
          aria-label={`Show ${countText(count)}`}
          className="relative flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <BellRing className="size-5" aria-hidden="true" />
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 9 ? '9+' : count}
          </span>
        </button>
      )}
    </section>
  );
  return placed(panel, slots === undefined ? undefined : open ? slots.open : slots.folded);
}

/** In place (no slots given), in its slot, or nowhere when the page has no such slot. */
function placed(panel: ReactNode, slot: HTMLElement | null | undefined): ReactNode {
  if (slot === undefined) return panel;
  return slot ? createPortal(panel, slot) : null;
}
