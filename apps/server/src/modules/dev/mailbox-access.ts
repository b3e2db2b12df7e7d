// Who may read the dev mailbox: it holds password-reset and sign-in links, so only the developer's
// own machine (loopback) and the addresses of DEV_MAILBOX_ALLOW.
import type { FastifyRequest } from 'fastify';
import { createAddressMatcher } from '#server/lib/address-list.ts';
import { forbidden } from '#server/lib/errors.ts';

export const MAILBOX_FORBIDDEN =
  'The dev mailbox answers only to this machine. Set DEV_MAILBOX_ALLOW to let other addresses read it.';

/** A preHandler refusing every client outside `allowed` (addresses, ranges, range names). */
export function mailboxAccessCheck(allowed: readonly string[]) {
  const isAllowed = createAddressMatcher(allowed);
  return async (request: FastifyRequest): Promise<void> => {
    // A peer that says it forwarded the request (a local reverse proxy, say) but is not a
    // configured proxy hides the real client: its loopback address proves nothing.
    const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
    const forwardingTrusted = (request.ips?.length ?? 1) > 1;
    if (forwarded !== undefined && !forwardingTrusted) throw forbidden(MAILBOX_FORBIDDEN);
    if (!isAllowed(request.ip)) throw forbidden(MAILBOX_FORBIDDEN);
  };
}
