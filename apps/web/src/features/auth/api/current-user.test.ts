import { afterEach, describe, expect, it } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { fetchCurrentUser, forgetSignedInHint } from '#web/lib/session/current-user.ts';

const http = serveThisFile();
const selfCalls = () => http.server.requests.filter((request) => request.url === '/api/users/self').length;
const sessionChecks = () =>
  http.server.requests.filter((request) => request.url === '/api/users/check-session').length;

afterEach(() => localStorage.clear());

describe('fetchCurrentUser', () => {
  it('recognises a visitor without asking users/self, whose 401 browsers log as a console error', async () => {
    http.server.respondTo('/api/users/check-session', {
      status: 200,
      body: { is_active: false, user_id: null },
    });
    expect(await fetchCurrentUser()).toBeNull();
    expect(selfCalls()).toBe(0);
  });

  it('asks users/self straight away once this browser has had a signed-in user', async () => {
    http.server.respondTo('/api/users/check-session', { status: 200, body: { is_active: true, user_id: 3 } });
    http.server.respondTo('/api/users/self', { status: 200, body: { id: 3, first_name: 'Ada' } });
    expect(await fetchCurrentUser()).toMatchObject({ id: 3, firstName: 'Ada' });
    expect(sessionChecks()).toBe(1);

    expect(await fetchCurrentUser()).toMatchObject({ id: 3 });
    expect(sessionChecks()).toBe(1);
    expect(selfCalls()).toBe(2);
  });

  it('takes a 401 for signed out and asks the quiet way again next time', async () => {
    http.server.respondTo('/api/users/check-session', { status: 200, body: { is_active: true, user_id: 3 } });
    http.server.respondTo('/api/users/self', { status: 200, body: { id: 3 } });
    await fetchCurrentUser();
    http.server.respondTo('/api/users/self', { status: 401, body: { message: 'Unauthenticated.' } });
    expect(await fetchCurrentUser()).toBeNull();

    http.server.respondTo('/api/users/check-session', {
      status: 200,
      body: { is_active: false, user_id: null },
    });
    const selfCallsBefore = selfCalls();
    expect(await fetchCurrentUser()).toBeNull();
    expect(selfCalls()).toBe(selfCallsBefore);
  });

  it('forgets the hint on sign-out', async () => {
    http.server.respondTo('/api/users/check-session', { status: 200, body: { is_active: true, user_id: 3 } });
    http.server.respondTo('/api/users/self', { status: 200, body: { id: 3 } });
    await fetchCurrentUser();
    forgetSignedInHint();
    await fetchCurrentUser();
    expect(sessionChecks()).toBe(2);
  });
});
