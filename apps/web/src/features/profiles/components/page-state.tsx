// Loading and error states of the profile pages.
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';

export function ProfileLoading() {
  return (
    <Card className="flex justify-center py-14">
      <Spinner className="size-6 text-brand-600" label="Loading your profile" />
    </Card>
  );
}

export function ProfileError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <ErrorState
        title="We could not load your profile"
        description="Check your connection and try again."
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
