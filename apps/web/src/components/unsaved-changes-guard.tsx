// SPEC.md §4: leaving a page with unsaved changes is blocked by a confirmation prompt. In-app
// navigation asks in a dialog (React Router's useBlocker); closing or reloading the tab gets the
// browser's own prompt. After a save the page navigates on purpose: `allowLeaving` lets it go.
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

interface UnsavedChangesGuardProps {
  when: boolean;
  /**
   * Set to true just before navigating away after a successful save (the form is clean then, but
   * the re-render saying so comes after the navigation starts).
   */
  allowLeaving: RefObject<boolean>;
  /**
   * Only a new path counts as leaving. Without it a new query string does too, for forms the
   * query string chooses (a posting form's `?template=`).
   */
  ignoreSearch?: boolean;
}

export function UnsavedChangesGuard({ when, allowLeaving, ignoreSearch = false }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      !allowLeaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!ignoreSearch && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowLeaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, allowLeaving]);

  return (
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
}
