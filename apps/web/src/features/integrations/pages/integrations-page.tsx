// `/integrations` (a company active): each integration with its state.
import { CalendarDays, Link2 } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useIntegrations } from '../api/integrations.ts';

export default function IntegrationsPage() {
  const integrations = useIntegrations();
  if (integrations.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading integrations" />
      </div>
    );
  }
  if (integrations.isError)
    return <ErrorState onRetry={() => void integrations.refetch()} retrying={integrations.isFetching} />;
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2" aria-label="Integrations">
      {integrations.data.data.map((integration) => (
        <li key={integration.service}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <div className="flex items-center gap-3">
              {integration.service === 'calendar' ? (
                <CalendarDays className="size-6 text-brand-700" aria-hidden="true" />
              ) : (
                <Link2 className="size-6 text-brand-700" aria-hidden="true" />
              )}
              <h2 className="text-base font-semibold text-slate-900">{integration.name}</h2>
              <span
                className={
                  integration.connected
                    ? 'ml-auto rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-200'
                    : 'ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200'
                }
              >
                {integration.connected ? 'Connected' : 'Not connected'}
              </span>
            </div>
            <p className="flex-1 text-sm text-slate-700">{integration.description}</p>
            {integration.service === 'calendar' ? (
              <ButtonLink to="/calendar/create" variant="secondary" size="sm">
                Link Calendar
              </ButtonLink>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
