// Sensitive account actions need the password confirmed within the last 3 hours (Fortify).
import { PASSWORD_CONFIRMATION_REQUIRED } from '@hireloop/shared/auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';

export const PASSWORD_CONFIRMATION_LIFETIME_MS = 3 * 60 * 60 * 1000;

export function hasConfirmedPassword(request: FastifyRequest, now = Date.now()): boolean {
  const confirmedAt = request.session?.data.passwordConfirmedAt;
  return confirmedAt !== undefined && now - confirmedAt < PASSWORD_CONFIRMATION_LIFETIME_MS;
}

export function requireConfirmedPassword(request: FastifyRequest): void {
  if (!hasConfirmedPassword(request)) throw new AppError(423, PASSWORD_CONFIRMATION_REQUIRED);
}
