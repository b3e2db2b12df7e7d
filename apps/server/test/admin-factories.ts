// Super admins for the admin tests: flagged through the CLI's own function, signed in, and (unless
// asked not to) with two-factor confirmed.
import { setSuperAdmin } from '../src/modules/admin/super-admins.ts';
import { createUser, signedInClient } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { enableConfirmedTwoFactor } from './two-factor-helpers.ts';

export async function createSuperAdmin(ctx: TestApp, options: { twoFactor?: boolean } = {}) {
  const user = await createUser(ctx, { firstName: 'Super' });
  // Signed in before 2FA is on, so the test needs no code at login.
  const client = await signedInClient(ctx, user);
  await setSuperAdmin(ctx.database.db, user.email, true);
  if (options.twoFactor !== false) await enableConfirmedTwoFactor(ctx, user);
  return { user, client };
}
