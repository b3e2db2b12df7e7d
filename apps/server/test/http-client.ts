// A browser-like client for app.inject: keeps cookies, fetches the CSRF cookie like the SPA does and
// echoes it in X-XSRF-TOKEN on unsafe requests.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/http/types.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Skip the X-XSRF-TOKEN header, to prove the 419. */
  withoutCsrf?: boolean;
  ip?: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    private readonly ip = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge !== undefined && cookie.maxAge <= 0;
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const unsafe = method !== 'GET';
    if (unsafe && !options.withoutCsrf && !this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies]
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');
    if (unsafe && !options.withoutCsrf) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? this.ip,
      ...(body === undefined
        ? {}
        : { payload: Buffer.isBuffer(body) ? body : (body as Record<string, unknown>) }),
    });
    this.remember(response);
    return response;
  }

  async csrf(): Promise<void> {
    const response = await this.request('GET', '/api/sanctum/csrf-cookie');
    if (response.statusCode !== 204) throw new Error(`csrf-cookie answered ${response.statusCode}`);
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, undefined, options);
  }
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, body ?? {}, options);
  }
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, body ?? {}, options);
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, undefined, options);
  }
}

/** A multipart/form-data body with one file, for upload endpoints. */
export function multipartFile(
  field: string,
  filename: string,
  data: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----hireloop${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
