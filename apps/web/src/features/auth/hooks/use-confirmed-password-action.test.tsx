import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureHttpClient, resetHttpClient } from '#web/lib/http.ts';
import { startTestServer, type TestServer } from '#web/lib/http-test-server.ts';
import { useConfirmedPasswordAction } from './use-confirmed-password-action.tsx';

let server: TestServer;

/** Starts two-factor setup through the hook and shows how it ended. */
function StartSetupButton() {
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmedPasswordAction();
  const [outcome, setOutcome] = useState('');
  const start = async () => {
    const result = await withConfirmedPassword(async () => {
      await api.post('/user/two-factor-authentication', undefined, { handledStatuses: [423] });
      return 'started';
    });
    setOutcome(result ?? 'cancelled');
  };
  return (
    <>
      <button type="button" onClick={start}>
        Start
      </button>
      <output>{outcome}</output>
      {confirmPasswordDialog}
    </>
  );
}

const paths = () => server.requests.map((request) => `${request.method} ${request.url}`);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  configureHttpClient({ baseUrl: server.url });
});

afterEach(() => {
  cleanup();
  resetHttpClient();
});

describe('useConfirmedPasswordAction', () => {
  it('runs the action directly when the password was confirmed recently', async () => {
    server.respondWith({ status: 200 });
    render(<StartSetupButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('started'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the password on 423, confirms it and runs the action again', async () => {
    server.respondWith({ status: 423, body: { message: 'Password confirmation required.' } });
    render(<StartSetupButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    server.respondWith({ status: 201 });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('started'));
    expect(paths()).toEqual([
      'POST /user/two-factor-authentication',
      'POST /user/confirm-password',
      'POST /user/two-factor-authentication',
    ]);
    expect(JSON.parse(server.requests[1]?.body ?? '{}')).toEqual({ password: 'correct-horse' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the error beside the field when the password is wrong', async () => {
    server.respondWith({ status: 423, body: { message: 'Password confirmation required.' } });
    render(<StartSetupButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });

    server.respondWith({
      status: 422,
      body: { message: 'Wrong.', errors: { password: ['The provided password was incorrect.'] } },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    });

    expect(await screen.findByText('The provided password was incorrect.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ends without running the action when the prompt is cancelled', async () => {
    server.respondWith({ status: 423, body: { message: 'Password confirmation required.' } });
    render(<StartSetupButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('dialog', { name: 'Confirm your password' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('cancelled'));
    expect(paths()).toEqual(['POST /user/two-factor-authentication']);
  });
});
