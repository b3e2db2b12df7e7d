import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/app/route-table-connection.ts';
import type { Notification } from '../api/notifications.ts';
import { NotificationRow } from './notification-row.tsx';

afterEach(cleanup);

function aNotification(link: string | null): Notification {
  return {
    id: 1,
    type: 'new_message',
    typeLabel: 'New messages',
    companyId: null,
    enterpriseId: null,
    title: 'Grace sent you a message',
    body: 'Hello',
    link,
    data: {},
    readAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

function renderRow(link: string | null) {
  render(
    <MemoryRouter>
      <ul>
        <NotificationRow
          notification={aNotification(link)}
          now={new Date('2026-01-01T10:05:00Z')}
          onOpen={vi.fn()}
        />
      </ul>
    </MemoryRouter>,
  );
}

describe('NotificationRow', () => {
  it('links to a built page', () => {
    renderRow('/messages?conversation=abc');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/messages?conversation=abc');
  });

  it('never links to a page that is not built (Page Not Found): the row only marks it read', () => {
    renderRow('/no-such-page/4');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /Grace sent you a message/ })).toBeTruthy();
  });
});
