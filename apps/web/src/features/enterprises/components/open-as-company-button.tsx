import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { openLocationAsCompany } from '../api/locations.ts';

/**
 * Switches to the location as the active company, then starts the company side afresh (SPEC.md §4:
 * a switch to another account type is a full redirect to its home).
 */
export function OpenAsCompanyButton({ locationId, readOnly }: { locationId: number; readOnly: boolean }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openLocationAsCompany(locationId);
      window.location.assign('/company-dashboard');
    } catch {
      // The HTTP client has already said why; stay here.
      setOpening(false);
    }
  };
  return (
    <Button onClick={open} loading={opening} title={readOnly ? 'You will see it read-only' : undefined}>
      <LogIn className="size-4" aria-hidden="true" />
      Open as company
    </Button>
  );
}
