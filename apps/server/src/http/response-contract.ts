// Responses leave through the zod schema their route declares per status (DESIGN.md §2), so the
// OpenAPI document is the contract. Two additions to fastify-type-provider-zod:
// - outside production a response that carries a field its schema does not list fails (500) instead
//   of losing the field silently: a presenter and its shared schema can never drift apart unseen;
// - outside production a success status the route does not declare fails (500) too, so the
//   document lists every status a route really answers with;
// - every route gets the error statuses of the wire format (DESIGN.md §3) documented and serialized.
import { lockedResponseSchema } from '@hireloop/shared/billing';
import { clientErrorSchema, errorSchema, validationErrorSchema } from '@hireloop/shared/responses';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { isInfrastructureRoute } from './authentication.ts';
import type { App } from './types.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type ResponseSchemas = Record<string, unknown>;

/** The zod schema of a status entry: the schema itself, or the first of a per-content-type entry. */
function zodSchemaOf(entry: unknown): $ZodType {
  if (entry instanceof $ZodType) return entry;
  const properties = (entry as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`response schema is not a zod schema: ${JSON.stringify(entry)}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Paths of fields present in `sent` that the schema's `output` dropped (first few only). */
export function droppedFields(sent: unknown, output: unknown, path = '', found: string[] = []): string[] {
  if (found.length >= 5) return found;
  if (Array.isArray(sent) && Array.isArray(output)) {
    sent.forEach((item, index) => {
      droppedFields(item, output[index], `${path}[${index}]`, found);
    });
  } else if (isPlainObject(sent) && isPlainObject(output)) {
    for (const [key, value] of Object.entries(sent)) {
      if (value === undefined) continue;
      const fieldPath = path ? `${path}.${key}` : key;
      if (!(key in output)) found.push(fieldPath);
      else droppedFields(value, output[key], fieldPath, found);
    }
  }
  return found;
}

/** What the serializer does with a response (or one part of it): encode through its schema, as JSON. */
export function encodeJson(
  zodSchema: $ZodType,
  data: unknown,
  { strict, method, url }: { strict: boolean; method: string; url: string },
): string {
  const result = safeEncode(zodSchema, data);
  if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
  if (strict) {
    const dropped = droppedFields(data, result.data);
    if (dropped.length) {
      throw new Error(
        `${method} ${url}: the response schema does not declare ${dropped.join(', ')}; add the fields to its shared schema`,
      );
    }
  }
  return JSON.stringify(result.data);
}

/**
 * Sends JSON a route assembled from parts it encoded with `encodeJson` (a part it keeps encoded
 * while it is unchanged). Fastify sends a JSON string as it is; the route still declares the
 * whole response's schema, which the OpenAPI document shows. An async handler must return the
 * reply this gives back, or Fastify answers before the (compressed) body is ready.
 */
export function sendEncodedJson<Reply extends { type(contentType: string): unknown }>(
  reply: Reply,
  json: string,
): Reply {
  // The typed reply's send expects the schema's object; this JSON was encoded through that schema.
  (reply.type('application/json; charset=utf-8') as { send(payload: string): unknown }).send(json);
  return reply;
}

export function createResponseSerializerCompiler(options: { strict: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string; httpStatus?: string }) => {
    const zodSchema = zodSchemaOf(schema);
    return (data: unknown) => encodeJson(zodSchema, data, { strict: options.strict, method, url });
  };
}

function hasInput(schema: FastifySchema): boolean {
  return Boolean(schema.body || schema.querystring || schema.params);
}

/** Whether `status` has a schema of its own, its class's (`2xx`) or the default. */
export function declaresStatus(response: ResponseSchemas | undefined, status: number): boolean {
  if (!response) return false;
  const code = String(status);
  return [code, `${code[0]}xx`, `${code[0]}XX`, 'default'].some((key) => key in response);
}

/** A route as the contract saw it registered (HEAD routes Fastify adds for GETs included). */
export interface ContractRoute {
  method: string;
  url: string;
  response: ResponseSchemas | undefined;
}

const routesByApp = new WeakMap<object, ContractRoute[]>();

/** Every route registered on `app` after registerResponseContract, in order. */
export function contractRoutes(app: App): readonly ContractRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * Routes of ours that declare no success response (2xx or 3xx, bodiless ones included). Only the
 * plugins' routes (static files, the docs UI) need none: they are not API.
 */
export function routesWithoutSuccessResponse(routes: readonly ContractRoute[]): string[] {
  return routes
    .filter((route) => !isInfrastructureRoute(route.url))
    .filter((route) => !Object.keys(route.response ?? {}).some((status) => /^[23]/.test(status)))
    .map((route) => `${route.method} ${route.url}`);
}

/** Strict mode: a success status the route's schemas do not list is a bug in the route. */
async function refuseUndeclaredStatus(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const status = reply.statusCode;
  if (status >= 400) return payload;
  const response = request.routeOptions.schema?.response as ResponseSchemas | undefined;
  if (!declaresStatus(response, status)) {
    throw new Error(
      `${request.method} ${request.routeOptions.url}: answered ${status}, which its response schemas do not declare`,
    );
  }
  return payload;
}

/** The error statuses every route may answer with, unless the route declares its own. */
export function defaultErrorResponses(route: Pick<RouteOptions, 'method' | 'config' | 'schema' | 'url'>) {
  const methods = [route.method].flat();
  const unsafe = methods.some((method) => UNSAFE_METHODS.has(method));
  const schema = route.schema ?? {};
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const responses: ResponseSchemas = {};
  if (unsafe) {
    responses[400] = errorSchema.describe(
      'Malformed body: JSON that does not parse, or multipart that is not multipart',
    );
  }
  if (!isPublic) {
    responses[401] = errorSchema.describe('Unauthenticated: no signed-in user');
    responses[402] = lockedResponseSchema.describe(
      'The active company is locked (unpaid invoices, cancelled or deleted): only billing answers',
    );
  }
  if (route.url?.includes(':')) responses[404] = errorSchema.describe('Not found, or another tenant’s');
  if (unsafe) {
    responses[413] = clientErrorSchema.describe(
      'Too large: a JSON body over 1 MB, or an upload over its limit (with the message on the file field)',
    );
    responses[419] = errorSchema.describe('CSRF token mismatch: X-XSRF-TOKEN missing or wrong');
  }
  if (unsafe || hasInput(schema)) responses[422] = validationErrorSchema;
  responses['4xx'] = clientErrorSchema.describe(
    'Other client errors: 403 this role may not, 404 not found, 409 conflict, 429 too many attempts (Retry-After)',
  );
  responses['5xx'] = errorSchema.describe('Server error, without internals');
  return responses;
}

/**
 * Must run before the routes are registered. Strict mode belongs to development and tests; in
 * production an undeclared field is dropped, never leaked.
 */
export function registerResponseContract(app: App, options: { strict: boolean }): void {
  const routes: ContractRoute[] = [];
  routesByApp.set(app, routes);
  app.setSerializerCompiler(createResponseSerializerCompiler(options));
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, response: schema?.response as ResponseSchemas | undefined });
    }
    // Routes without a schema are the plugins' own (static files, the docs UI): not API.
    if (!schema || schema.hide) return;
    const declared = (schema.response ?? {}) as ResponseSchemas;
    route.schema = { ...schema, response: { ...defaultErrorResponses(route), ...declared } };
    if (options.strict)
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), refuseUndeclaredStatus];
  });
}
