import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkEmailExists, checkPhoneNumberExists, useExistenceCheck } from './existence-checks.ts';
import { serveThisFile } from './http-test-server.ts';

const served = serveThisFile();
const EMAIL_CHECK = '/api/users/check-email-exists';

/** Shows what the check answered for the value, as a form would beside its field. */
function EmailProbe({ email, delayMs = 20 }: { email: string | null; delayMs?: number }) {
  const exists = useExistenceCheck(email, checkEmailExists, delayMs);
  return <output>{exists === null ? 'no answer' : exists ? 'taken' : 'free'}</output>;
}

const checks = () =>
  served.server.requests
    .filter((request) => request.url === EMAIL_CHECK)
    .map((request) => JSON.parse(request.body));

describe('useExistenceCheck', () => {
  it('asks once typing pauses, for the last value only, and shows the answer', async () => {
    served.server.respondTo(EMAIL_CHECK, { status: 200, body: { exists: true } });
    const { rerender } = render(<EmailProbe email="a@example.com" />);
    rerender(<EmailProbe email="ad@example.com" />);
    rerender(<EmailProbe email="ada@example.com" />);
    expect(screen.getByRole('status').textContent).toBe('no answer');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('taken'));
    expect(checks()).toEqual([{ email: 'ada@example.com' }]);
  });

  it('does not show an answer for another value than the one typed now', async () => {
    served.server.respondTo(EMAIL_CHECK, { status: 200, body: { exists: false } });
    const { rerender } = render(<EmailProbe email="grace@example.com" />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('free'));
    served.server.respondTo(EMAIL_CHECK, { status: 200, body: { exists: true }, delayMs: 50 });
    rerender(<EmailProbe email="grace.hopper@example.com" />);
    expect(screen.getByRole('status').textContent).toBe('no answer');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('taken'));
  });

  it('gives no answer when the check fails, so the form goes on as if it had not asked', async () => {
    served.server.respondTo(EMAIL_CHECK, { status: 429, body: { message: 'Too Many Attempts.' } });
    render(<EmailProbe email="ada@example.com" />);
    await waitFor(() => expect(checks()).toHaveLength(1));
    // The failed answer has arrived and left nothing behind.
    await expect(checkEmailExists('ada@example.com')).rejects.toMatchObject({ status: 429 });
    expect(screen.getByRole('status').textContent).toBe('no answer');
  });

  it('asks nothing without a value to check', async () => {
    render(<EmailProbe email={null} delayMs={0} />);
    // A check asked right away would have reached the server before this one.
    served.server.respondTo(EMAIL_CHECK, { status: 200, body: { exists: false } });
    await checkEmailExists('someone@example.com');
    expect(checks()).toEqual([{ email: 'someone@example.com' }]);
    expect(screen.getByRole('status').textContent).toBe('no answer');
  });
});

describe('checkPhoneNumberExists', () => {
  it('posts the number to the phone check and reads its answer', async () => {
    served.server.respondTo('/api/users/check-phone-number-exists', { status: 200, body: { exists: true } });
    await expect(checkPhoneNumberExists('+15555550123')).resolves.toBe(true);
    expect(served.server.lastRequest()).toMatchObject({
      method: 'POST',
      url: '/api/users/check-phone-number-exists',
      body: JSON.stringify({ phone: '+15555550123' }),
    });
  });
});
