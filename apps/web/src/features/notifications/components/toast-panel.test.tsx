import { TOASTS } from '@hireloop/shared/constants';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#web/app/route-table-connection.ts';
import { isBuiltLink } from '#web/lib/route-table.ts';
import { aMessageToast, aToast, shown } from '../toasts/toast-fixtures.ts';
import type { ShownToast } from '../toasts/toast-model.ts';
import { ToastPanel } from './toast-panel.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const announcement = shown(aToast(), 1);
const message = shown(aMessageToast(), 2);
const reminder = shown(
  aToast({
    id: 'interview-5',
    kind: 'interview_starting_soon',
    title: 'Your interview with Acme starts soon',
    dismissible: false,
    link: '/interviews/i-5',
    primaryActionText: 'Join',
  }),
  3,
);

function renderPanel(toasts: ShownToast[], handlers = { onDismiss: vi.fn(), onFollow: vi.fn() }) {
  const view = render(
    <MemoryRouter>
      <ToastPanel toasts={toasts} {...handlers} />
    </MemoryRouter>,
  );
  const rerender = (next: ShownToast[]) =>
    view.rerender(
      <MemoryRouter>
        <ToastPanel toasts={next} {...handlers} />
      </MemoryRouter>,
    );
  return { ...handlers, rerender };
}

const panel = () => screen.getByRole('region', { name: 'Live notifications' });

describe('ToastPanel', () => {
  it('shows nothing without toasts', () => {
    renderPanel([]);
    expect(screen.queryByRole('region', { name: 'Live notifications' })).toBeNull();
  });

  it('opens again when more toasts become visible after being hidden', () => {
    const { rerender } = renderPanel([announcement]);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Hide 1 notification' }));
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);

    // Fewer or as many toasts: it stays folded away.
    rerender([announcement]);
    expect(within(panel()).getByRole('button', { name: 'Show 1 notification' })).toBeTruthy();

    rerender([message, announcement]);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('folds itself after the toast timeout, and a new toast opens it again', () => {
    vi.useFakeTimers();
    const { rerender } = renderPanel([announcement]);
    act(() => vi.advanceTimersByTime(TOASTS.autoClose - 1));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(panel()).getByRole('button', { name: 'Show 1 notification' })).toBeTruthy();

    rerender([message, announcement]);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(TOASTS.autoClose));
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('stays open while focus is inside, and when the user opened it', () => {
    vi.useFakeTimers();
    renderPanel([announcement]);
    act(() => within(panel()).getByRole('button', { name: 'Hide 1 notification' }).focus());
    act(() => vi.advanceTimersByTime(3 * TOASTS.autoClose));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Hide 1 notification' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Show 1 notification' }));
    act(() => vi.advanceTimersByTime(3 * TOASTS.autoClose));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('folds itself again once a card dismissed with the focus on it took the focus away', () => {
    vi.useFakeTimers();
    const { rerender } = renderPanel([message, announcement]);
    act(() =>
      within(panel())
        .getByRole('button', { name: `Dismiss: ${announcement.title}` })
        .focus(),
    );
    act(() => vi.advanceTimersByTime(2 * TOASTS.autoClose));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);

    // The dismissed card leaves with the focused button; React reports no blur for it.
    rerender([message]);
    act(() => vi.advanceTimersByTime(TOASTS.autoClose));
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('folds itself after a new toast once the last card was dismissed with the focus on it', () => {
    vi.useFakeTimers();
    const { rerender } = renderPanel([announcement]);
    act(() =>
      within(panel())
        .getByRole('button', { name: `Dismiss: ${announcement.title}` })
        .focus(),
    );
    rerender([]);
    expect(screen.queryByRole('region', { name: 'Live notifications' })).toBeNull();

    rerender([message]);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOASTS.autoClose));
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(panel()).getByRole('button', { name: 'Show 1 notification' })).toBeTruthy();
  });

  it('lets announcements and messages be dismissed but not interview reminders', () => {
    const { onDismiss } = renderPanel([reminder, message, announcement]);
    expect(within(panel()).queryByRole('button', { name: `Dismiss: ${reminder.title}` })).toBeNull();
    // The interview page's link shows once that page is built.
    const join = within(panel()).queryByRole('link', { name: 'Join' });
    expect(join?.getAttribute('href') ?? null).toBe(
      isBuiltLink('/interviews/i-5') ? '/interviews/i-5' : null,
    );

    fireEvent.click(within(panel()).getByRole('button', { name: `Dismiss: ${announcement.title}` }));
    expect(onDismiss).toHaveBeenCalledWith(announcement);
  });

  it('reports a followed message toast, and opens other sites in a new tab', () => {
    const external = shown(
      aToast({
        id: 'feature-announcement-9',
        link: 'https://example.com/new',
        primaryActionText: 'Read more',
      }),
      4,
    );
    const { onFollow } = renderPanel([message, external]);
    fireEvent.click(within(panel()).getByRole('link', { name: 'Reply' }));
    expect(onFollow).toHaveBeenCalledWith(message);
    const link = within(panel()).getByRole('link', { name: /Read more/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('leaves out actions whose page is not built (they would lead to Page Not Found)', () => {
    const toast = shown(
      aToast({
        id: 'feature-announcement-10',
        link: '/not-a-built-page',
        primaryActionText: 'Try it',
        secondaryLink: '/messages',
        secondaryActionText: 'Open messages',
      }),
      5,
    );
    renderPanel([toast]);
    expect(within(panel()).queryByRole('link', { name: 'Try it' })).toBeNull();
    expect(within(panel()).getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe(
      '/messages',
    );
  });

  it('sits in the page flow when open and in the header when folded, never elsewhere', () => {
    const open = document.createElement('div');
    const folded = document.createElement('div');
    document.body.append(open, folded);
    const view = render(
      <MemoryRouter>
        <ToastPanel toasts={[announcement]} onDismiss={vi.fn()} onFollow={vi.fn()} slots={{ open, folded }} />
      </MemoryRouter>,
    );
    expect(within(open).getByRole('region', { name: 'Live notifications' })).toBeTruthy();
    expect(folded.childElementCount).toBe(0);
    fireEvent.click(within(open).getByRole('button', { name: 'Hide 1 notification' }));
    expect(open.childElementCount).toBe(0);
    expect(within(folded).getByRole('button', { name: 'Show 1 notification' })).toBeTruthy();
    // A page without the header slot shows nothing rather than floating the button over the page.
    view.rerender(
      <MemoryRouter>
        <ToastPanel
          toasts={[announcement]}
          onDismiss={vi.fn()}
          onFollow={vi.fn()}
          slots={{ open, folded: null }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Live notifications' })).toBeNull();
    open.remove();
    folded.remove();
  });
});
