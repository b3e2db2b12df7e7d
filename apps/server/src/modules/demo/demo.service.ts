// What a demo visitor is offered (the giveaway) and the signed link that turns them into a real
// trial (SPEC.md §2 "/api/demo-accounts/trial-link opens in a new tab").

import { FREE_TRIAL_DAYS } from '@hireloop/shared/constants';
import { DEMO_GIVEAWAY_TRIAL_DAYS, type GiveawayInfo } from '@hireloop/shared/demo';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companies, demoSandboxes } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { createTrialToken } from '#server/modules/companies/trial-links.ts';
import * as demoPolicy from './demo.policy.ts';
import { findVisitorSandbox } from './demo-sandboxes.service.ts';

export async function giveawayInfo(db: Database, demoMode: boolean, userId: number): Promise<GiveawayInfo> {
  const sandbox = demoMode ? await findVisitorSandbox(db, userId) : null;
  if (!sandbox) {
    return {
      eligible: false,
      trial_days: FREE_TRIAL_DAYS,
      unlocked: false,
      message: `Start your free ${FREE_TRIAL_DAYS}-day trial.`,
    };
  }
  const [company] = await db
    .select({ demoCompleted: companies.demoCompleted })
    .from(companies)
    .innerJoin(demoSandboxes, eq(demoSandboxes.companyId, companies.id))
    .where(eq(demoSandboxes.id, sandbox.id));
  const unlocked = company?.demoCompleted === true;
  return {
    eligible: true,
    trial_days: unlocked ? DEMO_GIVEAWAY_TRIAL_DAYS : FREE_TRIAL_DAYS,
    unlocked,
    message: unlocked
      ? `You finished the demo tour: your real trial lasts ${DEMO_GIVEAWAY_TRIAL_DAYS} days instead of ${FREE_TRIAL_DAYS}.`
      : `Finish the demo tour (post an opportunity) to get a ${DEMO_GIVEAWAY_TRIAL_DAYS}-day trial instead of ${FREE_TRIAL_DAYS}.`,
  };
}

/** The /activate-trial link of the real site for this visitor, signed with the giveaway's days. */
export async function trialLinkFor(
  db: Database,
  keyring: Keyring,
  input: { demoMode: boolean; userId: number; siteUrl: string },
): Promise<string> {
  const info = await giveawayInfo(db, input.demoMode, input.userId);
  demoPolicy.authorize({ isDemoVisitor: info.eligible }, 'startTrial');
  const token = createTrialToken(keyring, info.trial_days);
  return `${input.siteUrl}/activate-trial?token=${encodeURIComponent(token)}`;
}
