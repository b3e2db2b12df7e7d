// OpenAPI document generated from the zod schemas of the routes, browsable at /api/docs.
import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { noContentSchema } from '@hireloop/shared/responses';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

type Transform = typeof jsonSchemaTransform;

/**
 * zod's JSON Schema has no "no body"; such statuses are taken out before the conversion and put
 * back as `type: 'null'`, which @fastify/swagger lists without content. Every response without its
 * own description is named by its status ("OK", "Created").
 */
const transform: Transform = (document) => {
  const declared = (document.schema?.response ?? {}) as Record<string, unknown>;
  const bodiless = Object.keys(declared).filter((status) => declared[status] === noContentSchema);
  const withBodies = Object.fromEntries(
    Object.entries(declared).filter(([status]) => !bodiless.includes(status)),
  );
  const transformed = jsonSchemaTransform(
    document.schema?.response
      ? { ...document, schema: { ...document.schema, response: withBodies } }
      : document,
  );
  const response = (transformed.schema as { response?: Record<string, { description?: string }> } | undefined)
    ?.response;
  if (!response) return transformed;
  for (const [status, json] of Object.entries(response)) {
    if (!json.description) json.description = STATUS_CODES[status] ?? status;
  }
  for (const status of bodiless)
    response[status] = { type: 'null', description: STATUS_CODES[status] } as never;
  return transformed;
};

/** Must be registered before the routes it documents. */
export async function registerApiDocs(app: App, appUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hireloop API',
        description:
          'Snake_case JSON over HTTPS. Session cookie + X-XSRF-TOKEN for unsafe methods. Lists are `{ data, meta }`; errors are `{ message, errors? }`. Every route lists its responses per status; docs/api/ explains the rules behind them.',
        version: '1.0.0',
      },
      servers: [{ url: appUrl }],
    },
    transform,
    // Routes added by tests and the docs UI itself stay out of the document.
    hiddenTag: 'hidden',
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
