import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CandidateProfile } from '#web/features/profiles/api/profile.ts';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { SessionProvider } from '#web/lib/session/session.tsx';
import { useOnboardingForm } from './onboarding-form.ts';
import { PHONE_IN_USE_HINT, PhoneVerificationField } from './phone-verification-field.tsx';

const PHONE_CHECK = '/api/users/check-phone-number-exists';
const COUNTRY_CODE_HINT = 'Include your country code. We text you a 6-digit code to confirm it.';
const served = serveThisFile();

function Onboarding({ verifiedPhone }: { verifiedPhone: string | null }) {
  // Only the fields the onboarding form reads.
  const form = useOnboardingForm({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: verifiedPhone,
    location: null,
    desiredRoles: [],
    availability: null,
    workAuthorization: null,
  } as unknown as CandidateProfile);
  return <PhoneVerificationField form={form} verifiedPhone={verifiedPhone} />;
}

function renderField(verifiedPhone: string | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Onboarding verifiedPhone={verifiedPhone} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/Mobile phone/);
}

const phoneChecks = () => served.server.requests.filter((request) => request.url === PHONE_CHECK);

beforeEach(() => {
  // Nobody signed in: the session answers "nobody" and the field is all that is rendered.
  served.server.respondTo('/api/users/self', { status: 401, body: { message: 'Unauthenticated.' } });
});

describe('PhoneVerificationField existence check', () => {
  it('says so when another account has verified the number, and sending a code stays possible', async () => {
    served.server.respondTo(PHONE_CHECK, { status: 200, body: { exists: true } });
    const field = renderField();
    fireEvent.change(field, { target: { value: '+15555550123' } });
    await waitFor(() => expect(screen.getByText(PHONE_IN_USE_HINT)).toBeTruthy());
    expect(JSON.parse(phoneChecks()[0]?.body ?? '{}')).toEqual({ phone: '+15555550123' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the usual hint for a free number and asks nothing for an incomplete one', async () => {
    served.server.respondTo(PHONE_CHECK, { status: 200, body: { exists: false } });
    const field = renderField();
    fireEvent.change(field, { target: { value: '+1555' } });
    fireEvent.change(field, { target: { value: '+15555550199' } });
    await waitFor(() => expect(phoneChecks()).toHaveLength(1));
    expect(JSON.parse(phoneChecks()[0]?.body ?? '{}')).toEqual({ phone: '+15555550199' });
    expect(screen.getByText(COUNTRY_CODE_HINT)).toBeTruthy();
    expect(screen.queryByText(PHONE_IN_USE_HINT)).toBeNull();
  });

  it('does not check the number the user has verified themselves', async () => {
    served.server.respondTo(PHONE_CHECK, { status: 200, body: { exists: true } });
    const field = renderField('+15555550123');
    expect(screen.getByText('Verified')).toBeTruthy();
    // Typing another number afterwards: had the own number been checked, its check would come first.
    fireEvent.change(field, { target: { value: '+15555550124' } });
    await waitFor(() => expect(phoneChecks()).toHaveLength(1));
    expect(JSON.parse(phoneChecks()[0]?.body ?? '{}')).toEqual({ phone: '+15555550124' });
  });
});
