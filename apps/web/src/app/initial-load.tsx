// Shown while the first page's guards learn who is signed in and its lazy modules load: a centred
// spinner that fades in only if the wait is noticeable, and never any page chrome or content.
import { Spinner } from '../components/spinner.tsx';
import { hasPageShell } from '../lib/page-shell.ts';

export function InitialLoad() {
  // The HTML came with the page's build-time copy (decision 144): that is what shows meanwhile.
  if (hasPageShell()) return null;
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-600">
      <div className="animate-fade-in-late">
        <Spinner label="Loading" className="size-8" />
      </div>
    </div>
  );
}
