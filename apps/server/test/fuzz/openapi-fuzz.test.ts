// Every operation of the OpenAPI document (/api/docs/json) gets malformed input: each query and
// path parameter and each JSON body field in turn receives NUL bytes, impossible dates, huge and
// negative numbers and wrong types (fuzz-values.ts), the body as a whole is broken (bad JSON, over
// the size limit, broken multipart), and no answer may be a 5xx. Runs on both databases like every
// server test. Deterministic: the same requests every run.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import {
  BROKEN_JSON_BODIES,
  BROKEN_MULTIPART_BODIES,
  bodyValuesFor,
  NUL,
  PATH_VALUES,
  QUERY_VALUES,
} from './fuzz-values.ts';
import {
  type Actor,
  createFuzzWorld,
  type FuzzWorld,
  keepSignedIn,
  restoreActiveAccounts,
} from './fuzz-world.ts';
import { type JsonSchema, mainVariant, sampleOf, schemaType } from './schema-samples.ts';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface FuzzRequest {
  /** What was malformed, for the failure report. */
  what: string;
  url: string;
  body?: unknown;
  contentType?: string;
}

const ctx = await createTestApp();
const world: FuzzWorld = await createFuzzWorld(ctx);
const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
};

afterAll(async () => {
  await ctx.close();
});

/** Reads first, then writes, then deletions, so earlier operations still find their records. */
const METHOD_ORDER = ['get', 'put', 'patch', 'post', 'delete'];

const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: spec.parameters ?? [],
      ...(spec.requestBody?.content['application/json']
        ? { body: spec.requestBody.content['application/json'].schema }
        : {}),
    })),
  )
  .sort(
    (a, b) => METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
  );

function pathValue(operation: Operation, param: string): string {
  const known = world.pathValues.find((entry) => entry.param === param && entry.pattern.test(operation.path));
  return known?.value ?? '1';
}

function buildUrl(
  operation: Operation,
  overrides: { path?: [string, string]; query?: [string, string] } = {},
) {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const value =
      overrides.path?.[0] === parameter.name
        ? overrides.path[1]
        : encodeURIComponent(pathValue(operation, parameter.name));
    url = url.replace(`{${parameter.name}}`, value);
  }
  const query: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (overrides.query?.[0] === parameter.name) query.push(`${parameter.name}=${overrides.query[1]}`);
    else if (parameter.required)
      query.push(
        `${parameter.name}=${encodeURIComponent(String(sampleOf(parameter.schema, world.fieldValues, parameter.name)))}`,
      );
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Each malformed value in each place the operation takes input. */
function fuzzRequests(operation: Operation, allProperties: boolean): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  // A fresh well-formed body per request (new email addresses each time).
  const baselineBody = () =>
    operation.body ? sampleOf(operation.body, world.fieldValues, '', allProperties) : undefined;
  const withBaseline = (request: FuzzRequest): FuzzRequest =>
    operation.body === undefined || 'body' in request ? request : { ...request, body: baselineBody() };

  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      for (const value of PATH_VALUES)
        requests.push(
          withBaseline({
            what: `path ${parameter.name}=${value}`,
            url: buildUrl(operation, { path: [parameter.name, value] }),
          }),
        );
    }
    if (parameter.in === 'query') {
      for (const value of QUERY_VALUES)
        requests.push(
          withBaseline({
            what: `query ${parameter.name}=${value}`,
            url: buildUrl(operation, { query: [parameter.name, value] }),
          }),
        );
      // Repeated, which the query parser turns into an array.
      requests.push(
        withBaseline({
          what: `query ${parameter.name} twice`,
          url: `${buildUrl(operation)}${operation.path.includes('?') ? '&' : '?'}${parameter.name}=1&${parameter.name}=2`,
        }),
      );
    }
  }

  if (operation.body) {
    const url = buildUrl(operation);
    for (const [path, schema] of bodyFields(operation.body)) {
      for (const value of bodyValuesFor(schema, String(path.at(-1) ?? ''))) {
        requests.push({
          what: `body ${path.join('.')}=${shown(value)}`,
          url,
          body: setAt(baselineBody(), path, value),
        });
      }
    }
  }

  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    const url = buildUrl(operation);
    for (const broken of [...BROKEN_JSON_BODIES, ...BROKEN_MULTIPART_BODIES]) {
      requests.push({
        what: `${broken.contentType} body ${shown(broken.body)}`,
        url,
        body: broken.body,
        contentType: broken.contentType,
      });
    }
  }
  return requests;
}

/** Paths of the body's fields: top level, and the fields of objects inside (arrays' first item). */
function bodyFields(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
  depth = 0,
): [(string | number)[], JsonSchema][] {
  const main = mainVariant(schema);
  const fields: [(string | number)[], JsonSchema][] = [];
  for (const [name, field] of Object.entries(main.properties ?? {})) {
    const path = [...prefix, name];
    fields.push([path, field]);
    if (depth >= 2) continue;
    const inner = mainVariant(field);
    if (schemaType(inner) === 'object') fields.push(...bodyFields(inner, path, depth + 1));
    if (schemaType(inner) === 'array' && inner.items && schemaType(inner.items) === 'object')
      fields.push(...bodyFields(inner.items, [...path, 0], depth + 1));
  }
  return fields;
}

function setAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null)
      node[key] = typeof path[index + 1] === 'number' ? [{}] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

function shown(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : Buffer.isBuffer(value)
        ? `<${value.length} bytes>`
        : JSON.stringify(value);
  const shown = (text ?? String(value)).replaceAll(NUL, '\\0');
  return shown.length > 40 ? `${shown.slice(0, 40)}…(${shown.length})` : shown;
}

async function send(
  actor: Actor,
  operation: Operation,
  request: FuzzRequest,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  let body: unknown = request.body;
  if (request.contentType) {
    headers['content-type'] = request.contentType;
    body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(String(request.body));
  } else if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(body));
  }
  return actor.client.request(operation.method, request.url, body, { headers });
}

/**
 * The actor, and the well-formed body (required fields only, or every field), whose request goes
 * furthest: a success beats a validation error, which beats a conflict, then not found, then
 * forbidden. Decided from the operation's own answers, not from a table of routes.
 */
async function setUpFor(
  operation: Operation,
): Promise<{ actor: Actor; allProperties: boolean; baselineStatus: number }> {
  const rank = (status: number) =>
    status < 300 ? 0 : status === 422 ? 1 : status === 409 ? 2 : status === 404 ? 3 : 4;
  let best: { actor: Actor; allProperties: boolean; rank: number; baselineStatus: number } | undefined;
  for (const allProperties of operation.body ? [false, true] : [false]) {
    for (const actor of world.actors) {
      const body = operation.body
        ? sampleOf(operation.body, world.fieldValues, '', allProperties)
        : undefined;
      const response = await send(actor, operation, { what: 'baseline', url: buildUrl(operation), body });
      if (response.statusCode >= 500)
        throw new Error(`${operation.path} baseline: ${response.statusCode} ${response.body}`);
      if (!best || rank(response.statusCode) < best.rank)
        best = { actor, allProperties, rank: rank(response.statusCode), baselineStatus: response.statusCode };
    }
  }
  // A baseline may have been a sign-out or a password change.
  for (const actor of world.actors) await keepSignedIn(ctx, actor);
  return best!;
}

describe('OpenAPI fuzzing: no operation answers 5xx to malformed input', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      await ctx.database.db.execute(sql`delete from rate_limits`);
      await restoreActiveAccounts(ctx, world.actors);
      const { actor, allProperties, baselineStatus } = await setUpFor(operation);
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      for (const request of fuzzRequests(operation, allProperties)) {
        const response = await send(actor, operation, request);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} ${request.what} → ${response.body.slice(0, 120)}`);
      }
      await keepSignedIn(ctx, actor);
      // FUZZ_REPORT=file lists how far each operation's requests got (which answers, as whom).
      if (process.env.FUZZ_REPORT) {
        const line = `${operation.method} ${operation.path} as ${actor.name}${allProperties ? ' (all fields)' : ''}, well-formed → ${baselineStatus}: ${JSON.stringify(statuses)}\n`;
        fs.appendFileSync(process.env.FUZZ_REPORT, line);
      }
      expect(failures, `as ${actor.name}`).toEqual([]);
    },
  );
});
