// The page's state in the URL: `?conversation=<uuid>` (the open thread; toasts for it are
// suppressed), `?search=` (the list filter) and, on the company side, `?candidate=<userId>`
// (start a conversation with that candidate).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface MessagesParams {
  conversation: string | null;
  search: string;
  candidate: number | null;
}

export function readMessagesParams(params: URLSearchParams): MessagesParams {
  const conversation = params.get('conversation');
  const candidate = Number(params.get('candidate'));
  return {
    conversation: conversation && UUID_PATTERN.test(conversation) ? conversation.toLowerCase() : null,
    search: params.get('search')?.trim() ?? '',
    candidate: Number.isInteger(candidate) && candidate > 0 ? candidate : null,
  };
}

/** The search of the URL with `changes` applied (null removes a parameter). */
export function messagesSearch(
  current: URLSearchParams,
  changes: Partial<Record<keyof MessagesParams, string | null>>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === undefined) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function useMessagesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readMessagesParams(searchParams);
  const setSearch = useCallback(
    (search: string) =>
      setSearchParams((current) => new URLSearchParams(messagesSearch(current, { search: search.trim() })), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const openConversation = useCallback(
    (uuid: string | null, options: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => new URLSearchParams(messagesSearch(current, { conversation: uuid, candidate: null })),
        {
          replace: options.replace ?? false,
          preventScrollReset: true,
        },
      ),
    [setSearchParams],
  );
  /** Search of the URL with this conversation open, for links. */
  const conversationHref = useCallback(
    (uuid: string) => messagesSearch(searchParams, { conversation: uuid, candidate: null }),
    [searchParams],
  );
  /** Search of the URL back on the list (phones). */
  const backSearch = messagesSearch(searchParams, { conversation: null, candidate: null });
  return { params, setSearch, openConversation, conversationHref, backSearch };
}
