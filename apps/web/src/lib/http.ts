// The HTTP client of SPEC.md §7–8 over fetch: cookies and the XMLHttpRequest marker on every
// call, the Sanctum-style XSRF echo of DESIGN.md §1, snake_case on the wire and camelCase in the
// app (DESIGN.md §3), and the response handling of SPEC.md §8 (redirects and toasts).
import { camelCaseKeys, snakeCaseKeys, toSnakeCaseKey } from '@hireloop/shared/case';
import { serializeForUpload } from '@hireloop/shared/upload';
import { deleteCookie, readCookie } from './cookies.ts';
import { loadingBar } from './loading-bar.ts';
import { clearStorage } from './storage.ts';
import { showBodyToasts, showToastTexts, toastTexts } from './toast-messages.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const LOGIN_PATH = '/login';
export const LAUNCH_PAD_PATH = '/launch-pad';
/** The 403 message of interview pages (SPEC.md §6) and the warning shown for it (§8). */
export const NOT_PARTICIPANT_MESSAGE = 'interviews.not_participant';
export const NOT_PARTICIPANT_WARNING =
  'Only interview participants, hiring managers, and company admins can access this page.';
/** Stands in for the status text when the server could not be reached at all (status 0). */
export const NETWORK_ERROR_TEXT = 'Could not reach the server. Please check your connection and try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters: keys are snake_cased, undefined/null skipped, arrays sent as `key[]=a&key[]=b`. */
  params?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The caller handles failures itself: no toasts, redirects or storage clearing, only the
   * rejection. For probes that may legitimately fail, such as asking who is logged in on a
   * public page (a 401 there must not wipe the remembered email and target URL).
   */
  skipErrorHandling?: boolean;
  /** Background work (polling, session checks) does not move the loading bar. */
  background?: boolean;
  /**
   * Failure statuses the caller answers itself, e.g. 422 shown beside form fields or 423 opening a
   * password prompt: no toasts or redirects for these; every other status is handled as usual.
   */
  handledStatuses?: readonly number[];
  /** The caller shows the body's success `message` itself (for example in a panel), so no toast. */
  skipSuccessToasts?: boolean;
}

/** A failed request. status 0 means the server was not reached; body has camelCase keys. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly response: Response | undefined;

  constructor(status: number, body: unknown, response?: Response, options?: { cause?: unknown }) {
    super(status === 0 ? NETWORK_ERROR_TEXT : `Request failed with status ${status}`, options);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.response = response;
  }
}

/** How the client reaches the page and the router; the app plugs React Router in at start-up. */
export interface HttpClientConfig {
  /** Prefix of every path; empty for the page's own origin. */
  baseUrl: string;
  navigate(path: string): void;
  goBack(): void;
  /** Whether going back stays on this site (SPEC.md §8 "a prior page from the same site"). */
  canGoBack(): boolean;
  /** Runs before every POST/PUT/PATCH/DELETE, e.g. to make sure the XSRF-TOKEN cookie exists. */
  beforeUnsafeRequest(): Promise<void>;
  /** A 401 ended the session (SPEC.md §8): lets the app forget the signed-in user. */
  onUnauthenticated(): void;
}

/** A previous history entry exists and the page was reached from this origin. */
export function hasSameSitePreviousPage(): boolean {
  if (typeof window === 'undefined' || !document.referrer || window.history.length <= 1) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

const defaultConfig: HttpClientConfig = {
  baseUrl: '',
  navigate: (path) => window.location.assign(path),
  goBack: () => window.history.back(),
  canGoBack: hasSameSitePreviousPage,
  beforeUnsafeRequest: async () => {},
  onUnauthenticated: () => {},
};

let config: HttpClientConfig = { ...defaultConfig };

/** Overrides parts of the configuration; the rest keeps its current value. */
export function configureHttpClient(overrides: Partial<HttpClientConfig>): void {
  config = { ...config, ...overrides };
}

/** Back to the defaults (page origin, full-page navigation); for tests. */
export function resetHttpClient(): void {
  config = { ...defaultConfig };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** FormData by its tag too, so one from another realm (an iframe, a test runtime) still counts. */
function isFormData(value: unknown): value is FormData {
  return value instanceof FormData || Object.prototype.toString.call(value) === '[object FormData]';
}

function appendQueryParam(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Objects inside lists need an index to keep their fields together: key[0][field].
      appendQueryParam(pairs, isPlainObject(item) ? `${key}[${index}]` : `${key}[]`, item);
    });
    return;
  }
  if (value instanceof Date) {
    appendQueryParam(pairs, key, value.toISOString());
    return;
  }
  if (isPlainObject(value)) {
    for (const [field, item] of Object.entries(value)) {
      appendQueryParam(pairs, `${key}[${toSnakeCaseKey(field)}]`, item);
    }
    return;
  }
  // Brackets stay readable (`tags[]=a`); everything else is percent-encoded.
  const encodedKey = encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  pairs.push(`${encodedKey}=${encodeURIComponent(String(value))}`);
}

/** `path?key=value…`, appending to a query string the path may already have. */
export function buildUrl(path: string, params?: object): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    appendQueryParam(pairs, toSnakeCaseKey(key), value);
  }
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function requestHeaders(extra: Record<string, string> | undefined): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  // Sent on every method: the server only checks unsafe ones, and this keeps the rule simple.
  const xsrfToken = readCookie(XSRF_COOKIE);
  if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);
  return headers;
}

/** JSON with empty text as undefined; a body that is not JSON is kept as text. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function field(body: unknown, key: string): unknown {
  return isPlainObject(body) ? body[key] : undefined;
}

/** The first candidate that has any text to show (so an empty status text falls through). */
function firstWithText(...candidates: unknown[]): unknown {
  return candidates.find((candidate) => toastTexts(candidate).length > 0);
}

/** SPEC.md §8 "Response handling" for a failed request; `body` is the raw wire body. */
function handleFailure(status: number, statusText: string, body: unknown): void {
  switch (status) {
    case 401:
      clearStorage();
      deleteCookie(XSRF_COOKIE);
      config.onUnauthenticated();
      // Already on the login page (its own probes may 401): navigating again would stack entries.
      if (window.location.pathname !== LOGIN_PATH) config.navigate(LOGIN_PATH);
      return;
    case 403:
      if (field(body, 'message') === NOT_PARTICIPANT_MESSAGE) {
        showToastTexts('warning', NOT_PARTICIPANT_WARNING);
        if (config.canGoBack()) {
          config.goBack();
          return;
        }
      }
      config.navigate(LAUNCH_PAD_PATH);
      return;
    case 404:
      return;
    case 402: {
      // A locked company (billing): its message, and the page where it is reopened.
      showToastTexts('error', field(body, 'message'));
      const entityId = field(body, 'billable_entity_id');
      if (typeof entityId === 'number') config.navigate(`/reinstate-payment/${entityId}`);
      return;
    }
    default:
      // error, else errors, else the status text, else message (SPEC.md §8).
      showToastTexts(
        'error',
        firstWithText(field(body, 'error'), field(body, 'errors'), statusText, field(body, 'message')),
      );
      showToastTexts('warning', firstWithText(field(body, 'warning'), field(body, 'warnings')));
  }
}

/**
 * Sends one request. JSON bodies are serialized for upload (files and long data URLs omitted)
 * and snake_cased; FormData and Blobs (raw bytes) go as-is. 2xx resolves to the camelCased body (undefined when
 * empty, as for 204); anything else is handled as SPEC.md §8 says, then rejects with HttpError.
 * An aborted request rejects with the abort reason and shows nothing.
 */
export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // Before the headers are built, so a freshly fetched XSRF-TOKEN cookie is echoed.
  if (method !== 'GET') await config.beforeUnsafeRequest();
  const headers = requestHeaders(options.headers);
  let payload: BodyInit | undefined;
  if (isFormData(body)) {
    payload = body; // fetch sets the multipart boundary itself.
  } else if (body instanceof Blob) {
    // Raw bytes (a recording's chunk): sent as they are.
    headers.set('Content-Type', 'application/octet-stream');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(snakeCaseKeys(serializeForUpload(body)) ?? null);
  }

  if (!options.background) loadingBar.start();
  try {
    let response: Response;
    let responseBody: unknown;
    try {
      response = await fetch(config.baseUrl + buildUrl(path, options.params), {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: options.signal,
      });
      responseBody = await readBody(response);
    } catch (cause) {
      // The server was not reached or the connection broke before the body arrived.
      if (options.signal?.aborted) throw cause;
      if (!options.skipErrorHandling) handleFailure(0, NETWORK_ERROR_TEXT, undefined);
      throw new HttpError(0, undefined, undefined, { cause });
    }

    if (response.ok) {
      if (!options.skipSuccessToasts) showBodyToasts(responseBody);
      return camelCaseKeys(responseBody) as T;
    }
    const handledByCaller =
      options.skipErrorHandling || (options.handledStatuses?.includes(response.status) ?? false);
    if (!handledByCaller) handleFailure(response.status, response.statusText, responseBody);
    throw new HttpError(response.status, camelCaseKeys(responseBody), response);
  } finally {
    if (!options.background) loadingBar.done();
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
