// SPEC.md §4: leaving a page with unsaved changes is blocked by a confirmation prompt. In-app
// navigation asks in a dialog (React Router's useBlocker); closing or reloading the tab gets the
// browser's own prompt.
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';

/**
 * Guards the page while `dirty`. `allowLeaving()` lets the next navigation through at once (after
 * a save the form is clean, but the re-render saying so comes after the navigation starts).
 */
export function useUnsavedChangesGuard(dirty: boolean): { prompt: ReactNode; allowLeaving: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  const prompt = (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title="Leave without saving?"
      description="You have changes on this page that are not saved yet. If you leave now, they are lost."
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </div>
    </Dialog>
  );
  return { prompt, allowLeaving };
}
