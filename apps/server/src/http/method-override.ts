// SPEC.md §7: the generic resource client updates multipart resources with
// `POST /api/{resource}/{id}?_method=PUT` (or PATCH, DELETE), because browsers send multipart forms
// only by POST. Such a request is routed as the method it names. Only multipart POSTs are turned:
// a JSON client can send PUT itself, and a GET must never become a write.
import type { FastifyServerOptions } from 'fastify';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** Fastify's `rewriteUrl`: runs before routing, so the method it sets picks the route. */
export const rewriteMethodOverride: NonNullable<FastifyServerOptions['rewriteUrl']> = (request) => {
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  if (request.method !== 'POST' || queryStart === -1 || !url.includes('_method=')) return url;
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const method = query.get('_method')?.toUpperCase();
  if (!method || !OVERRIDABLE.has(method)) return url;
  request.method = method;
  query.delete('_method');
  const rest = query.toString();
  return url.slice(0, queryStart) + (rest ? `?${rest}` : '');
};
