// OpenAPI document generated from the zod schemas of the routes, browsable at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from './types.ts';

/** Must be registered before the routes it documents. */
export async function registerApiDocs(app: App, appUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Hireloop API',
        description:
          'Snake_case JSON over HTTPS. Session cookie + X-XSRF-TOKEN for unsafe methods. Lists are `{ data, meta }`; errors are `{ message, errors? }`.',
        version: '1.0.0',
      },
      servers: [{ url: appUrl }],
    },
    transform: jsonSchemaTransform,
    // Routes added by tests and the docs UI itself stay out of the document.
    hiddenTag: 'hidden',
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
