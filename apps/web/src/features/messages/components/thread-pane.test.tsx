import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageKeys } from '../api/message-keys.ts';
import type { Conversation, Message } from '../api/message-types.ts';
import { ThreadPane } from './thread-pane.tsx';

const uuid = '0b7c6a52-3f0e-4c1e-9a51-5d7f3a0c2b11';
const ada = { id: 9, firstName: 'Ada', lastName: 'Lovelace', avatar: null };
const grace = { id: 4, firstName: 'Grace', lastName: 'Hopper', avatar: null };

function conversation(canSend: boolean): Conversation {
  return {
    uuid,
    companyId: 1,
    companyName: 'Acme',
    companyAvatar: null,
    candidate: ada,
    conversationUsers: [{ userId: 9, opportunityTitles: ['Staff Engineer'] }],
    lastMessage: null,
    unreadCount: 1,
    lastMessageAt: new Date().toISOString(),
    abilities: { send: canSend },
  };
}

function message(id: number, extra: Partial<Message>): Message {
  return {
    id,
    type: 'text',
    content: `m${id}`,
    createdAt: new Date().toISOString(),
    sender: null,
    attachments: [],
    side: 'company',
    ...extra,
  };
}

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockImplementation(
    async () =>
      new Response('{"last_read_message_id":3}', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPane(canSend: boolean) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(messageKeys.conversation(uuid), conversation(canSend));
  client.setQueryData(messageKeys.thread(uuid), {
    pages: [
      {
        data: [
          message(3, { type: 'system', content: 'Ada moved to Interview.', side: 'system' }),
          message(2, { content: 'Thanks for having me', sender: ada, side: 'candidate' }),
          message(1, { content: 'Welcome aboard', sender: grace, side: 'company' }),
        ],
        meta: { perPage: 30, hasMore: false, nextBeforeId: null },
      },
    ],
    pageParams: [undefined],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ThreadPane uuid={uuid} side="company" me={grace} backSearch="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ThreadPane', () => {
  it('shows the conversation, oldest first, and marks it read', async () => {
    renderPane(true);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Staff Engineer')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    const text = log.textContent ?? '';
    expect(text.indexOf('Welcome aboard')).toBeLessThan(text.indexOf('Thanks for having me'));
    expect(text.indexOf('Thanks for having me')).toBeLessThan(text.indexOf('Ada moved to Interview.'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/conversations/${uuid}/read`);
    expect(init.method).toBe('POST');
  });

  it('shows read-only staff a note instead of the composer', () => {
    renderPane(false);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByText('You can read this conversation but not reply.')).toBeTruthy();
  });
});
