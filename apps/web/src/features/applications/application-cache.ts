// Applying an `application.updated` event to a cached page of applications, so a step change shows
// at once; the list is asked again right after for anything the event does not carry.
import type { ApplicationStatus } from '@hireloop/shared/applications';
import type { ApplicationsPage } from './api/my-applications.ts';

/** The event's payload, camelCased (packages/shared/src/applications.ts). */
export interface ApplicationUpdatedEvent {
  applicationId: number;
  status: ApplicationStatus;
  /** The step as the candidate may see it. */
  stepName: string;
}

/** The page with the application updated, or null when it is not on this page. */
export function withApplicationUpdate(
  page: ApplicationsPage | undefined,
  event: ApplicationUpdatedEvent,
): ApplicationsPage | null {
  if (!page?.data.some((application) => application.id === event.applicationId)) return null;
  return {
    ...page,
    data: page.data.map((application) =>
      application.id === event.applicationId
        ? {
            ...application,
            status: event.status,
            stepName: event.stepName,
            updatedAt: new Date().toISOString(),
          }
        : application,
    ),
  };
}
