// What a request leaves in the log (REQUEST_LOG), as Fastify's log controller. `concise`, the
// default: one line per request the API answers (method, URL with its secrets redacted, status,
// milliseconds, user) and none for files of the web client. `detailed`: Fastify's own pair of lines
// ("incoming request", "request completed") for every request, files included. `off`: no line per
// request. Errors are logged in every mode.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.ts';
import { isWebClientFile } from './spa.ts';

export type RequestLogMode = 'concise' | 'detailed' | 'off';

/** Nothing per request but the requests that failed while answering. */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
  }
}

class ConciseRequestLog extends QuietRequestLog {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (isWebClientFile(request)) return;
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.session?.userId ?? undefined,
      },
      'request',
    );
  }
}

export function requestLogController(mode: RequestLogMode): LogController {
  if (mode === 'concise') return new ConciseRequestLog();
  if (mode === 'off') return new QuietRequestLog();
  return new LogController();
}
