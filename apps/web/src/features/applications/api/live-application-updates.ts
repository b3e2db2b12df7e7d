// `application.updated` on the candidate's private channel: the row changes at once, then every
// list is asked again (the change may move it between the Active and All tabs).
import { APPLICATION_UPDATED_EVENT } from '@hireloop/shared/application-statuses';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToUserEvent } from '#web/lib/realtime.ts';
import { type ApplicationUpdatedEvent, withApplicationUpdate } from '../application-cache.ts';
import { APPLICATION_LISTS_KEY, APPLICATIONS_KEY, type ApplicationsPage } from './my-applications.ts';

export function useLiveApplicationUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToUserEvent<ApplicationUpdatedEvent>(APPLICATION_UPDATED_EVENT, (event) => {
        for (const [key, page] of queryClient.getQueriesData<ApplicationsPage>({
          queryKey: APPLICATION_LISTS_KEY,
        })) {
          const updated = withApplicationUpdate(page, event);
          if (updated) queryClient.setQueryData(key, updated);
        }
        void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      }),
    [queryClient],
  );
}
