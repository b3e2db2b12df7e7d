// The persistent notification panel (SPEC.md §4): a stack of toast cards at the top right, newest
// on top. It opens whenever more toasts are visible than before. Opened that way it folds itself
// into a small button at the bottom right after the toast timeout of SPEC.md §9 (5000 ms), paused
// while focus is inside, so it never stays over the page; the toasts stay one click away. Opened by
// the user, it stays until they fold it. (Hover does not pause it: a pointer resting where the
// panel appears would keep it over the page.) Whether focus is inside is read from the document,
// not from focus events: React drops the blur of an element it removes, so a card dismissed by a
// click (or the panel emptied by it) would otherwise keep the panel open for good.
import { TOASTS } from '@hireloop/shared/constants';
import { clsx } from 'clsx';
import { Bell, ChevronUp } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotificationToast, ShownToast } from '../toasts/toast-model.ts';
import { panelShouldOpen } from '../toasts/toast-visibility.ts';
import { ToastCard } from './toast-card.tsx';

interface ToastPanelProps {
  toasts: readonly ShownToast[];
  onDismiss: (toast: NotificationToast) => void;
  onFollow: (toast: NotificationToast) => void;
}

type PanelMode = 'opened-by-toasts' | 'opened-by-user' | 'folded';

function countText(count: number): string {
  return count === 1 ? '1 notification' : `${count} notifications`;
}

export function ToastPanel({ toasts, onDismiss, onFollow }: ToastPanelProps) {
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
  return (
    <section
      ref={section}
      aria-label="Live notifications"
      className={clsx(
        'pointer-events-none fixed right-4 z-40 flex flex-col items-end',
        open ? 'top-20 w-[min(24rem,calc(100vw-2rem))]' : 'bottom-20 xl:bottom-6',
      )}
      onFocus={stopTimer}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (folding) startTimer();
      }}
    >
      {open ? (
        <div className="pointer-events-auto w-full">
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={fold}
              className="inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-medium text-white shadow-sm backdrop-blur hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ChevronUp className="size-3.5" aria-hidden="true" />
              Hide {countText(count)}
            </button>
          </div>
          <ul
            aria-live="polite"
            className="max-h-[calc(100dvh-11rem)] space-y-2 overflow-y-auto overscroll-contain p-0.5"
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
          className="pointer-events-auto relative flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Bell className="size-5" aria-hidden="true" />
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
}
