// Loading and error states shared by the company profile pages.
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';

export function ProfileLoading() {
  return (
    <Card className="flex justify-center py-14">
      <Spinner className="size-6 text-brand-600" label="Loading the company profile" />
    </Card>
  );
}

export function ProfileError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <ErrorState onRetry={onRetry} retrying={retrying} />
    </Card>
  );
}
