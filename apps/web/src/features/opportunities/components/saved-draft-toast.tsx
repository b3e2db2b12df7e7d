// The toast after "Save and finish later", with the way back to the saved application. Toasts
// render outside the router, so the link navigates through the function it is given.
import type { MouseEvent } from 'react';

interface SavedDraftToastProps {
  uuid: string;
  navigate: (path: string) => void;
}

export function SavedDraftToast({ uuid, navigate }: SavedDraftToastProps) {
  const path = `/finish-application/${uuid}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className="text-sm">
      <p className="font-semibold">Application saved</p>
      <p className="mt-0.5">
        Your answers are kept.{' '}
        <a href={path} onClick={follow} className="font-semibold underline underline-offset-2">
          Finish your application
        </a>{' '}
        whenever you are ready.
      </p>
    </div>
  );
}
