// `/auth/{service}/{status}`: where a connection flow returns. Only calendar | indeed and connected |
// not-connected exist; anything else is Page Not Found. `connected` marks the integration connected
// for the active company, then /integrations shows it.
import {
  INTEGRATION_CALLBACK_STATUSES,
  INTEGRATION_SERVICES,
  type IntegrationService,
} from '@hireloop/shared/integrations';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '#web/components/spinner.tsx';
import { useSetIntegration } from '../api/integrations.ts';

const NotFound = () => (
  <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4 text-center">
    <h1 className="text-2xl font-semibold text-slate-900">Page Not Found</h1>
    <p className="text-slate-600">The page you are looking for does not exist.</p>
  </div>
);

export default function IntegrationCallbackPage() {
  const { service, status } = useParams();
  const valid =
    (INTEGRATION_SERVICES as readonly (string | undefined)[]).includes(service) &&
    (INTEGRATION_CALLBACK_STATUSES as readonly (string | undefined)[]).includes(status);
  const setIntegration = useSetIntegration();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    if (status !== 'connected') {
      navigate('/integrations', { replace: true });
      return;
    }
    setIntegration.mutate(
      { service: service as IntegrationService, connected: true },
      { onSettled: () => navigate('/integrations', { replace: true }) },
    );
  }, [valid, status, service, setIntegration, navigate]);

  if (!valid) return <NotFound />;
  return (
    <div className="flex justify-center py-20">
      <Spinner label="Connecting" />
    </div>
  );
}
