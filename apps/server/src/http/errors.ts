// Maps every error to the wire format of DESIGN.md §3 and hides 5xx internals.
import type { FieldErrors } from '@hireloop/shared/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorReporter } from '../lib/error-reporter.ts';
import { AppError, safeFieldKey, summarizeFieldErrors } from '../lib/errors.ts';

/** `/answers/0/answer` → `answers.0.answer` (the dotted keys Laravel-style clients expect). */
function fieldKey(instancePath: string): string {
  return safeFieldKey(instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.')) || '_';
}

export function zodIssuesToFieldErrors(
  issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldKey(issue.instancePath);
    const list = errors[key] ?? [];
    errors[key] = list;
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

const clientErrorMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported media type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length.' },
};

export function registerErrorHandler(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = zodIssuesToFieldErrors(error.validation);
      return reply.status(422).send({ message: summarizeFieldErrors(errors), errors });
    }
    const known = error.code ? clientErrorMessages[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    reporter?.captureException(error, { requestId: request.id, route: request.routeOptions.url });
    return reply.status(500).send({ message: 'Server Error' });
  });
}
