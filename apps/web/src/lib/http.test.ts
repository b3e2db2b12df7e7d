import { File as NodeFile } from 'node:buffer';
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type Mock,
  type MockInstance,
  vi,
} from 'vitest';
import { toast } from '#web/lib/toast.ts';
import { deleteCookie, readCookie } from './cookies.ts';
import {
  api,
  buildUrl,
  configureHttpClient,
  HttpError,
  NETWORK_ERROR_TEXT,
  NOT_PARTICIPANT_WARNING,
  resetHttpClient,
} from './http.ts';
import { startTestServer, type TestServer } from './http-test-server.ts';
import { loadingBar } from './loading-bar.ts';
import { getStoredItem, setStoredItem } from './storage.ts';

/** Sets a cookie the way a server's Set-Cookie would, as seen by the page. */
function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
  document.cookie = cookie;
}

let server: TestServer;
let navigate: Mock<(path: string) => void>;
let goBack: Mock<() => void>;
type ToastSpy = MockInstance<typeof toast.success>;
let success: ToastSpy;
let warning: ToastSpy;
let error: ToastSpy;

/** What each call of a toast spy showed. */
const texts = (spy: ToastSpy) => spy.mock.calls.map(([text]) => text);

/** The rejection of a request, asserted to be an HttpError. */
async function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  const reason = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (caught: unknown) => caught,
  );
  expect(reason).toBeInstanceOf(HttpError);
  return reason as HttpError;
}

function setReferrer(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  navigate = vi.fn();
  goBack = vi.fn();
  configureHttpClient({ baseUrl: server.url, navigate, goBack });
  success = vi.spyOn(toast, 'success');
  warning = vi.spyOn(toast, 'warning');
  error = vi.spyOn(toast, 'error');
  window.localStorage.clear();
  window.history.replaceState(null, '', '/company-interviews/abc');
});

afterEach(() => {
  deleteCookie('XSRF-TOKEN');
  setReferrer('');
  resetHttpClient();
  vi.restoreAllMocks();
});

describe('every request', () => {
  it('sends cookies, the XMLHttpRequest marker, Accept JSON and the decoded XSRF token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    setCookie(`XSRF-TOKEN=${encodeURIComponent('eyJ0b2tlbiI6IjEyMyJ9+/=')}; Path=/`);
    server.respondWith({ status: 200, body: { ok: true } });

    await api.post('/api/things', { name: 'x' });

    const { headers, method } = server.lastRequest();
    expect(method).toBe('POST');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-xsrf-token']).toBe('eyJ0b2tlbiI6IjEyMyJ9+/=');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no XSRF header when the cookie is absent', async () => {
    server.respondWith({ status: 200, body: {} });
    await api.get('/api/things');
    expect(server.lastRequest().headers['x-xsrf-token']).toBeUndefined();
  });

  it('keeps caller headers but not over the required ones', async () => {
    server.respondWith({ status: 200, body: {} });
    await api.get('/api/things', { headers: { 'X-Trace': 'abc', Accept: 'text/html' } });
    expect(server.lastRequest().headers['x-trace']).toBe('abc');
    expect(server.lastRequest().headers.accept).toBe('application/json');
  });
});

describe('bodies', () => {
  it('sends JSON with snake_case keys, omitting files and long data URLs', async () => {
    server.respondWith({ status: 201, body: { id: 1 } });
    await api.post('/api/profiles', {
      firstName: 'Jane',
      startTime: new Date(Date.UTC(2026, 0, 5, 10)),
      resumeFile: new File(['%PDF'], 'cv.pdf'),
      avatarDataUrl: `data:image/png;base64,${'A'.repeat(300)}`,
      links: [{ linkUrl: 'https://x.test' }],
    });
    const { headers, body } = server.lastRequest();
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({
      first_name: 'Jane',
      start_time: '2026-01-05T10:00:00.000Z',
      links: [{ link_url: 'https://x.test' }],
    });
  });

  it('sends FormData as multipart, untouched', async () => {
    server.respondWith({ status: 201, body: {} });
    // jsdom's File cannot be streamed by Node's fetch (browsers have one implementation of both),
    // so this test builds the form from Node's own FormData and File.
    const NodeFormData = (await new Response(new URLSearchParams()).formData())
      .constructor as typeof FormData;
    const form = new NodeFormData();
    form.append('firstName', 'Jane');
    form.append(
      'resume',
      new NodeFile(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }) as unknown as Blob,
    );
    await api.post('/api/profiles', form);
    const { headers, body } = server.lastRequest();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="firstName"');
    expect(body).toContain('filename="cv.pdf"');
    expect(body).toContain('%PDF-1.7');
  });

  it('resolves 200 and 201 to the body with camelCase keys, values untouched', async () => {
    server.respondWith({
      status: 200,
      body: {
        first_name: 'Jane',
        created_at: '2026-01-05T10:00:00.123456Z',
        companies: [{ demo_completed: true }],
      },
    });
    await expect(api.get('/api/users/self')).resolves.toEqual({
      firstName: 'Jane',
      createdAt: '2026-01-05T10:00:00.123456Z',
      companies: [{ demoCompleted: true }],
    });
    server.respondWith({ status: 201, body: { billable_entity_id: 9 } });
    await expect(api.post('/api/companies', {})).resolves.toEqual({ billableEntityId: 9 });
  });

  it('resolves 204 to undefined', async () => {
    server.respondWith({ status: 204 });
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});

describe('query parameters', () => {
  it('skips null and undefined, sends arrays as key[] and snake_cases keys', async () => {
    server.respondWith({ status: 200, body: { data: [] } });
    await api.get('/api/opportunities', {
      params: {
        perPage: 25,
        search: 'nurse & aide',
        status: undefined,
        owner: null,
        tags: ['a', 'b'],
        remote: false,
      },
    });
    expect(server.lastRequest().url).toBe(
      '/api/opportunities?per_page=25&search=nurse%20%26%20aide&tags[]=a&tags[]=b&remote=false',
    );
  });

  it('nests objects as key[field] and appends to an existing query', () => {
    expect(buildUrl('/api/x?_method=PUT', { filter: { createdAfter: new Date(0) } })).toBe(
      '/api/x?_method=PUT&filter[created_after]=1970-01-01T00%3A00%3A00.000Z',
    );
    expect(buildUrl('/api/x', { rows: [{ userId: 1 }] })).toBe('/api/x?rows[0][user_id]=1');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('401', () => {
  it('clears local storage, deletes the token cookie and goes to /login', async () => {
    setStoredItem('rememberedEmail', 'jane@example.com');
    setCookie('XSRF-TOKEN=abc; Path=/');
    server.respondWith({ status: 401, body: { message: 'Unauthenticated.' } });

    const failure = await rejectionOf(api.get('/api/users/self'));

    expect(failure.status).toBe(401);
    expect(getStoredItem('rememberedEmail')).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(error).not.toHaveBeenCalled();
  });

  it('does not navigate again when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    server.respondWith({ status: 401, body: {} });
    await rejectionOf(api.get('/api/users/self'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves everything alone when the caller handles errors itself', async () => {
    setStoredItem('targetUrl', '/company-dashboard');
    server.respondWith({ status: 401, body: {} });
    const failure = await rejectionOf(api.get('/api/users/self', { skipErrorHandling: true }));
    expect(failure.status).toBe(401);
    expect(getStoredItem('targetUrl')).toBe('/company-dashboard');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403', () => {
  it('interviews.not_participant warns and goes back when the previous page is on this site', async () => {
    setReferrer(`${window.location.origin}/company-interviews`);
    window.history.pushState(null, '', '/company-interviews/abc?tab=notes');
    expect(window.history.length).toBeGreaterThan(1);
    server.respondWith({ status: 403, body: { message: 'interviews.not_participant' } });

    const failure = await rejectionOf(api.get('/api/interviews/abc'));

    expect(failure.status).toBe(403);
    expect(texts(warning)).toEqual([NOT_PARTICIPANT_WARNING]);
    expect(NOT_PARTICIPANT_WARNING).toBe(
      'Only interview participants, hiring managers, and company admins can access this page.',
    );
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('interviews.not_participant warns and goes to /launch-pad when the referrer is another site', async () => {
    setReferrer('https://mail.example.com/inbox');
    window.history.pushState(null, '', '/company-interviews/abc');
    server.respondWith({ status: 403, body: { message: 'interviews.not_participant' } });

    await rejectionOf(api.get('/api/interviews/abc'));

    expect(texts(warning)).toEqual([NOT_PARTICIPANT_WARNING]);
    expect(goBack).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/launch-pad');
  });

  it('interviews.not_participant goes to /launch-pad when there is no referrer', async () => {
    window.history.pushState(null, '', '/company-interviews/abc');
    server.respondWith({ status: 403, body: { message: 'interviews.not_participant' } });
    await rejectionOf(api.get('/api/interviews/abc'));
    expect(goBack).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/launch-pad');
  });

  it('uses an injected canGoBack when the router knows better', async () => {
    configureHttpClient({ canGoBack: () => true });
    server.respondWith({ status: 403, body: { message: 'interviews.not_participant' } });
    await rejectionOf(api.get('/api/interviews/abc'));
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('any other message goes to /launch-pad without a toast', async () => {
    setReferrer(`${window.location.origin}/company-dashboard`);
    window.history.pushState(null, '', '/team-members');
    server.respondWith({ status: 403, body: { message: 'This action is unauthorized.' } });

    const failure = await rejectionOf(api.get('/api/team-members'));

    expect(failure.body).toEqual({ message: 'This action is unauthorized.' });
    expect(navigate).toHaveBeenCalledWith('/launch-pad');
    expect(goBack).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('without a message goes to /launch-pad', async () => {
    server.respondWith({ status: 403 });
    const failure = await rejectionOf(api.get('/api/team-members'));
    expect(failure.body).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/launch-pad');
  });
});

describe('404', () => {
  it('is silent but still rejects', async () => {
    server.respondWith({ status: 404, body: { message: 'Not found.' } });
    const failure = await rejectionOf(api.get('/api/opportunities/999'));
    expect(failure.status).toBe(404);
    expect(success).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('other failures', () => {
  it('422 shows each field error as an error toast and rejects with status, body and response', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'], first_name: ['The first name is required.'] },
    };
    server.respondWith({ status: 422, body });

    const failure = await rejectionOf(api.post('/register', { email: 'jane@example.com' }));

    expect(texts(error)).toEqual(['The email has already been taken.', 'The first name is required.']);
    expect(success).not.toHaveBeenCalled();
    expect(failure.status).toBe(422);
    expect(failure.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'], firstName: ['The first name is required.'] },
    });
    expect(failure.response?.status).toBe(422);
    expect(failure.response?.statusText).toBe('Unprocessable Entity');
  });

  it('prefers error over errors', async () => {
    server.respondWith({ status: 422, body: { error: 'Card declined.', errors: { card: ['Ignored.'] } } });
    await rejectionOf(api.post('/api/payments', {}));
    expect(texts(error)).toEqual(['Card declined.']);
  });

  it('falls back to the status text before the message', async () => {
    server.respondWith({ status: 500, body: { message: 'Server Error' } });
    const failure = await rejectionOf(api.get('/api/things'));
    expect(failure.status).toBe(500);
    expect(texts(error)).toEqual(['Internal Server Error']);
  });

  it('falls back to the message when the status text is empty', async () => {
    // Node's HTTP server always fills in a reason phrase (HTTP/2 has none), so write one by hand.
    const raw = createTcpServer((socket) => {
      socket.once('data', () => {
        const body = JSON.stringify({ message: 'Try again later.' });
        socket.end(
          `HTTP/1.1 503 \r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    configureHttpClient({ baseUrl: `http://127.0.0.1:${(raw.address() as AddressInfo).port}` });
    try {
      const failure = await rejectionOf(api.get('/api/things'));
      expect(failure.status).toBe(503);
      expect(failure.response?.statusText).toBe('');
    } finally {
      await new Promise<void>((resolve) => raw.close(() => resolve()));
    }
    expect(texts(error)).toEqual(['Try again later.']);
  });

  it('shows warning(s) of a failed body as warning toasts', async () => {
    server.respondWith({
      status: 429,
      body: { warnings: { rate: ['Slow down.'] } },
      headers: { 'Retry-After': '5' },
    });
    const failure = await rejectionOf(api.post('/api/users/check-email-exists', {}));
    expect(failure.response?.headers.get('retry-after')).toBe('5');
    expect(texts(warning)).toEqual(['Slow down.']);
    expect(texts(error)).toEqual(['Too Many Requests']);
  });

  it('a network failure rejects with status 0 and an error toast', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    configureHttpClient({ baseUrl: `http://127.0.0.1:${port}` });

    const failure = await rejectionOf(api.get('/api/things'));

    expect(failure.status).toBe(0);
    expect(failure.response).toBeUndefined();
    expect(texts(error)).toEqual([NETWORK_ERROR_TEXT]);
  });

  it('an aborted request rejects without toasts', async () => {
    server.respondWith({ status: 200, body: {}, delayMs: 1000 });
    const controller = new AbortController();
    const pending = api.get('/api/things', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('statuses the caller handles', () => {
  it('leaves a listed status to the caller: no toasts, but the rejection carries the body', async () => {
    server.respondWith({ status: 422, body: { message: 'Invalid.', errors: { email: ['Taken.'] } } });
    const failure = await rejectionOf(api.post('/register', {}, { handledStatuses: [422] }));
    expect(failure.body).toEqual({ message: 'Invalid.', errors: { email: ['Taken.'] } });
    expect(error).not.toHaveBeenCalled();
  });

  it('still handles every other status as usual', async () => {
    server.respondWith({ status: 429, body: { message: 'Too many attempts.' } });
    await rejectionOf(api.post('/login', {}, { handledStatuses: [422] }));
    expect(texts(error)).toEqual(['Too Many Requests']);

    server.respondWith({ status: 401, body: {} });
    await rejectionOf(api.post('/logout', {}, { handledStatuses: [422] }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('session hooks', () => {
  it('runs beforeUnsafeRequest before POST/PUT/PATCH/DELETE only, and echoes a cookie it set', async () => {
    const beforeUnsafeRequest = vi.fn(async () => setCookie('XSRF-TOKEN=fresh; Path=/'));
    configureHttpClient({ beforeUnsafeRequest });
    server.respondWith({ status: 200, body: {} });

    await api.get('/api/things');
    expect(beforeUnsafeRequest).not.toHaveBeenCalled();

    await api.post('/login', {});
    await api.put('/user/password', {});
    await api.patch('/api/things/1', {});
    await api.delete('/user/two-factor-authentication');
    expect(beforeUnsafeRequest).toHaveBeenCalledTimes(4);
    expect(server.lastRequest().headers['x-xsrf-token']).toBe('fresh');
  });

  it('tells the app about a 401 so it can forget the user', async () => {
    const onUnauthenticated = vi.fn();
    configureHttpClient({ onUnauthenticated });
    server.respondWith({ status: 401, body: {} });

    await rejectionOf(api.get('/api/users/self', { skipErrorHandling: true }));
    expect(onUnauthenticated).not.toHaveBeenCalled();

    await rejectionOf(api.get('/api/things'));
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });
});

describe('toasts on success', () => {
  it('shows message as a success toast and warning(s) as warning toasts', async () => {
    server.respondWith({
      status: 200,
      body: { message: 'Successfully switched accounts', warning: 'Trial ends soon.' },
    });
    await api.put('/api/companies/set/3');
    expect(texts(success)).toEqual(['Successfully switched accounts']);
    expect(texts(warning)).toEqual(['Trial ends soon.']);
    expect(error).not.toHaveBeenCalled();

    server.respondWith({ status: 201, body: { warnings: { seats: ['9 of 10 seats used.'] } } });
    await api.post('/api/team-members', {});
    expect(texts(warning)).toEqual(['Trial ends soon.', '9 of 10 seats used.']);
  });

  it('leaves the message to a caller that shows it itself', async () => {
    server.respondWith({ status: 200, body: { message: 'We have sent a password reset link.' } });
    const body = await api.post('/forgot-password', {}, { skipSuccessToasts: true });
    expect(body).toEqual({ message: 'We have sent a password reset link.' });
    expect(success).not.toHaveBeenCalled();
  });

  it('shows nothing for ordinary bodies', async () => {
    server.respondWith({ status: 200, body: { data: [{ id: 1 }], meta: { total: 1 } } });
    await api.get('/api/things');
    expect(success).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });
});

describe('loading bar', () => {
  it('runs while a request is in flight and completes when it ends', async () => {
    server.respondWith({ status: 200, body: {}, delayMs: 50 });
    const pending = api.get('/api/things');
    expect(loadingBar.getProgress()).toBe(0);
    await pending;
    expect(loadingBar.getProgress()).toBe(100);
  });

  it('also completes when the request fails', async () => {
    server.respondWith({ status: 500, body: {} });
    await rejectionOf(api.get('/api/things'));
    expect(loadingBar.getProgress()).toBe(100);
  });

  it('is not moved by background requests', async () => {
    const changes: unknown[] = [];
    const unsubscribe = loadingBar.subscribe((progress) => changes.push(progress));
    server.respondWith({ status: 200, body: {} });
    await api.get('/api/users/check-session', { background: true });
    unsubscribe();
    expect(changes).toEqual([]);
  });
});
