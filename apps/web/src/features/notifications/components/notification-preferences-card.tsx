// A preferences page's content: loading, error, or the form.
import type { NotificationScope } from '@hireloop/shared/notifications';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useNotificationPreferences } from '../api/notification-preferences.ts';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

const INTRO: Record<NotificationScope, string> = {
  candidate: 'Choose how we tell you about your messages, applications, interviews and offers.',
  company:
    'Choose how we tell you about what happens in this company: applications, messages and interviews.',
  enterprise: 'Choose how we tell you about what happens in this enterprise, such as people joining it.',
};

export function NotificationPreferencesCard({ scope }: { scope: NotificationScope }) {
  const query = useNotificationPreferences(scope);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <p className="text-slate-600">{INTRO[scope]}</p>
      <Card>
        {query.isPending ? (
          <div className="flex justify-center py-14">
            <Spinner className="size-6 text-brand-600" label="Loading your preferences" />
          </div>
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <NotificationPreferencesForm scope={scope} page={query.data} />
        )}
      </Card>
    </div>
  );
}
