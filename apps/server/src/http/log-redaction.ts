// Request URLs carry secrets: reset tokens and signatures in query strings, invitation tokens in
// paths. Logs get the URL with those parts replaced.
const SECRET_QUERY_PARAMS = /([?&](?:token|signature|code|password|secret)=)[^&#]*/gi;
const SECRET_PATH_SEGMENTS =
  /(\/(?:accept-invitation|invitations\/token|enterprise-invitations|enterprise-group-invitations|calendar-feed)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]').replace(SECRET_PATH_SEGMENTS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino serializer for `req`: the default fields, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
