// The thin progress bar at the top of the viewport (SPEC.md §4 "Loading bar").
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { loadingBar } from '../lib/loading-bar.ts';

/** Router navigations (including lazy page loads) count as work, like HTTP requests do. */
function useNavigationProgress(): void {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    loadingBar.start();
    return () => loadingBar.done();
  }, [busy]);
}

export function LoadingBarView() {
  useNavigationProgress();
  const progress = useSyncExternalStore(loadingBar.subscribe, loadingBar.getProgress, () => null);
  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className="h-full origin-left bg-gradient-to-r from-brand-500 to-accent-500 shadow-[0_0_8px_var(--color-brand-400)] transition-[width] duration-100 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
