// Data access of the dev mailbox: `GET /api/dev/mailbox` (non-production servers only).
import type { OutboundMessage, Paginated } from '@hireloop/shared/api';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, HttpError } from '#web/lib/http.ts';

export type MailboxMessage = CamelCasedKeys<OutboundMessage>;
export type MailboxPage = CamelCasedKeys<Paginated<OutboundMessage>>;

export const MAILBOX_PAGE_SIZE = 20;

export function fetchMailboxPage(page: number, signal?: AbortSignal): Promise<MailboxPage> {
  return api.get<MailboxPage>('/api/dev/mailbox', {
    params: { page, perPage: MAILBOX_PAGE_SIZE },
    signal,
    // The page shows its own empty, unavailable and error states instead of toasts.
    skipErrorHandling: true,
  });
}

/** The server answers 404 in production, where the mailbox does not exist. */
export function isMailboxUnavailable(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** The server answers 403 to a browser on another machine unless DEV_MAILBOX_ALLOW lets it in. */
export function isMailboxForbidden(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}

export function mailboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['dev-mailbox', page],
    queryFn: ({ signal }) => fetchMailboxPage(page, signal),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isMailboxUnavailable(error) && !isMailboxForbidden(error) && failures < 1,
  });
}

export function useMailboxPage(page: number) {
  return useQuery(mailboxQueryOptions(page));
}
