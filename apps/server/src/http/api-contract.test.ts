// The OpenAPI document is the API's contract (DESIGN.md §2): every route declares its responses per
// status, the document is valid OpenAPI (checked by swagger-parser), and a TypeScript client
// generated from it (openapi-typescript) type-checks against the shared types the web client uses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { z } from '@hireloop/shared/zod';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server-test/test-app.ts';
import { contractRoutes, droppedFields, routesWithoutSuccessResponse } from './response-contract.ts';

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const sharedSource = path.join(repoRoot, 'packages/shared/src');

let testApp: TestApp;
let document: Document;

beforeAll(async () => {
  testApp = await createTestApp();
  document = testApp.app.swagger() as unknown as Document;
});
afterAll(() => testApp.close());

function operations(): Array<{ name: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );
}

/**
 * Routes without a declared success response: none at all, or a 2xx without content (what the
 * generator writes for a route that declares nothing is a bare "Default Response").
 */
function routesWithoutResponseSchemas(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        return (
          success.length === 0 ||
          success.some(([, response]) => !response.content && response.description === 'Default Response')
        );
      })
      .map(([method]) => `${method.toUpperCase()} ${url}`),
  );
}

describe('the registered routes', () => {
  it('each declare a success response schema', () => {
    const routes = contractRoutes(testApp.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routesWithoutSuccessResponse(routes)).toEqual([]);
  });

  it('fail the check when a route declares no success response, hidden from the document or not', async () => {
    const probe = await createTestApp({
      beforeReady: (app) => {
        const query = z.object({ q: z.string() });
        app.get('/api/contract-probe', { schema: { querystring: query } }, async () => ({}));
        app.get('/api/contract-probe-hidden', { schema: { hide: true } }, async () => ({}));
        app.post(
          '/api/contract-probe-errors-only',
          { schema: { response: { 404: z.object({}) } } },
          () => ({}),
        );
      },
    });
    try {
      expect(routesWithoutSuccessResponse(contractRoutes(probe.app))).toEqual([
        'GET /api/contract-probe',
        'HEAD /api/contract-probe',
        'GET /api/contract-probe-hidden',
        'HEAD /api/contract-probe-hidden',
        'POST /api/contract-probe-errors-only',
      ]);
    } finally {
      await probe.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents every route with a response schema for each success status', () => {
    expect(operations().length).toBeGreaterThan(100);
    expect(routesWithoutResponseSchemas(document)).toEqual([]);
  });

  it('fails the check for a route that declares no response', async () => {
    const probe = await createTestApp({
      beforeReady: (app) => {
        app.get(
          '/api/contract-probe',
          { schema: { querystring: z.object({ q: z.string() }) } },
          async () => ({}),
        );
      },
    });
    try {
      const doc = probe.app.swagger() as unknown as Document;
      expect(routesWithoutResponseSchemas(doc)).toEqual(['GET /api/contract-probe']);
    } finally {
      await probe.close();
    }
  });

  it('lists the error statuses of the wire format on every route', () => {
    for (const { name, operation } of operations()) {
      expect(Object.keys(operation.responses ?? {}), name).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    const login = document.paths['/login']?.post?.responses ?? {};
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '400', '413', '419', '422']));
    expect(login['401']).toBeUndefined();
    expect(login['404']).toBeUndefined();
    // A read with a path parameter: signed in, may be missing, never a body or CSRF error.
    const offer = document.paths['/api/offers/{id}']?.get?.responses ?? {};
    expect(Object.keys(offer)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(Object.keys(offer)).not.toEqual(expect.arrayContaining(['400']));
    expect(offer['419']).toBeUndefined();
  });

  it('is valid OpenAPI', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('generates a TypeScript client that type-checks against the shared types', async () => {
    const source = astToString(await openapiTS(structuredClone(document) as never));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-api-client-'));
    try {
      fs.writeFileSync(path.join(folder, 'api.d.ts'), source);
      fs.writeFileSync(path.join(folder, 'client.ts'), CLIENT_SOURCE);
      fs.writeFileSync(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'bundler',
            allowImportingTsExtensions: true,
            skipLibCheck: false,
            types: [],
            paths: {
              '@hireloop/shared/*': [`${sharedSource}/*.ts`],
              zod: [path.join(repoRoot, 'node_modules/zod')],
              'date-fns': [path.join(repoRoot, 'node_modules/date-fns')],
            },
          },
          files: ['api.d.ts', 'client.ts'],
        }),
      );
      const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
      try {
        execFileSync(tsc, ['-p', folder], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        throw new Error(`the generated client does not type-check:\n${stdout ?? ''}${stderr ?? ''}`);
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000); // generating and compiling a client takes seconds, minutes on a busy machine
});

describe('strict response serialization', () => {
  it('names the fields a schema would drop', () => {
    expect(droppedFields({ a: 1, b: { c: 2, d: 3 }, e: undefined }, { a: 1, b: { c: 2 } })).toEqual(['b.d']);
    expect(droppedFields([{ a: 1, x: 1 }], [{ a: 1 }])).toEqual(['[0].x']);
  });

  it('answers 500 for a success status the route does not declare', async () => {
    const probe = await createTestApp({
      beforeReady: (app) => {
        // In the document: the strict checks leave hidden routes (other tests' probes) alone.
        const declaresOk = {
          config: { public: true },
          schema: { response: { 200: z.object({ id: z.number() }) } },
        };
        // The reply's types refuse an undeclared code already; the casts stand for the ways around
        // them (a raw status, an untyped helper) that only the runtime check catches.
        app.get('/api/status-probe', declaresOk, async (_request, reply) =>
          reply.code(201 as 200).send({ id: 1 }),
        );
        app.get('/api/status-probe-empty', declaresOk, async (_request, reply) =>
          reply.code(204 as 200).send(undefined as never),
        );
        app.get('/api/status-probe-ok', declaresOk, async () => ({ id: 1 }));
      },
    });
    try {
      for (const url of ['/api/status-probe', '/api/status-probe-empty']) {
        const response = await probe.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(500);
        expect(response.json(), url).toEqual({ message: 'Server Error' });
      }
      const declared = await probe.app.inject({ method: 'GET', url: '/api/status-probe-ok' });
      expect(declared.statusCode).toBe(200);
      expect(declared.json()).toEqual({ id: 1 });
    } finally {
      await probe.close();
    }
  });

  it('answers 500 instead of silently dropping an undeclared field', async () => {
    const probe = await createTestApp({
      beforeReady: (app) => {
        app.get(
          '/api/strict-probe',
          {
            config: { public: true },
            schema: { hide: true, response: { 200: z.object({ id: z.number() }) } },
          },
          async () => ({ id: 1, password_hash: 'x' }),
        );
      },
    });
    try {
      const response = await probe.app.inject({ method: 'GET', url: '/api/strict-probe' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server Error' });
    } finally {
      await probe.close();
    }
  });
});

/** A consumer of the generated client: the responses it declares are the shared types. */
const CLIENT_SOURCE = `
import type { paths } from './api.d.ts';
import type { UserPayload } from '@hireloop/shared/accounts';
import type { ApplicationDetail } from '@hireloop/shared/applications';
import type { CompanyDashboard } from '@hireloop/shared/companies';
import type { FileLibraryList } from '@hireloop/shared/files';
import type { Interview } from '@hireloop/shared/interviews';
import type { ConversationList } from '@hireloop/shared/messages';
import type { NotificationList } from '@hireloop/shared/notifications';
import type { Offer } from '@hireloop/shared/offers';
import type { Onboarding } from '@hireloop/shared/onboarding';
import type { Opportunity } from '@hireloop/shared/opportunities';
import type { CandidatePanel } from '@hireloop/shared/pipeline';
import type { CandidateProfilePayload } from '@hireloop/shared/profiles';
import type { ValidationErrorResponse } from '@hireloop/shared/responses';

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Response<P extends keyof paths, M extends keyof paths[P], S extends number> =
  paths[P][M] extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;

/** Mutual assignability: the contract and the shared type describe the same body. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<Response<'/api/users/self', 'get', 200>, UserPayload>,
  Same<Response<'/api/profile', 'get', 200>, CandidateProfilePayload>,
  Same<Response<'/api/opportunities/{id}', 'get', 200>, Opportunity>,
  Same<Response<'/api/applications/{id}', 'get', 200>, ApplicationDetail>,
  Same<Response<'/api/company-candidates/{id}', 'get', 200>, CandidatePanel>,
  Same<Response<'/api/company-dashboard', 'get', 200>, CompanyDashboard>,
  Same<Response<'/api/conversations', 'get', 200>, ConversationList>,
  Same<Response<'/api/interviews/{id}', 'get', 200>, Interview>,
  Same<Response<'/api/offers/{id}', 'get', 200>, Offer>,
  Same<Response<'/api/onboardings/{id}', 'get', 200>, Onboarding>,
  Same<Response<'/api/file-library', 'get', 200>, FileLibraryList>,
  Same<Response<'/api/notifications', 'get', 200>, NotificationList>,
  Same<Response<'/api/profile', 'put', 422>, ValidationErrorResponse>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
export default checks;
`;
