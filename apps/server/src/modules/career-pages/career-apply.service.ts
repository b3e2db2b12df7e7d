// Applying from a career page without an account: the account is created (its verification mail
// queued) and the application sent in ONE transaction, through the same rules as a signed-in
// candidate's application (screening answers, knockout answers, duplicates). Any refusal (a taken
// email, an answer that does not fit, a job no longer open) leaves nothing written.
import type { careerApplySchema } from '@hireloop/shared/career-pages';
import type { z } from '@hireloop/shared/zod';
import type { UserRow } from '#server/db/schema.ts';
import { applyToOpportunity } from '../applications/applications.service.ts';
import { registerUser } from '../auth/auth.service.ts';
import type { NotifyContext } from '../notifications/notify.ts';
import { findPublicJob, findPublishedCareerPage } from './public-career-pages.service.ts';

export interface CareerApplication {
  user: UserRow;
  status: 'active' | 'disqualified';
  message: string;
}

export async function applyFromCareerPage(
  ctx: NotifyContext,
  slug: string,
  opportunityId: number,
  input: z.output<typeof careerApplySchema>,
): Promise<CareerApplication> {
  const { page } = await findPublishedCareerPage(ctx.db, slug);
  // Only this company's published jobs are applied to through its page.
  await findPublicJob(ctx.db, page.companyId, opportunityId);
  return ctx.db.transaction(async (tx) => {
    const { answers, ...account } = input;
    const user = await registerUser({ db: tx, keyring: ctx.keyring, appUrl: ctx.appUrl }, account);
    const { application, message } = await applyToOpportunity({ ...ctx, db: tx }, user.id, {
      opportunity_id: opportunityId,
      answers,
      submit: true,
    });
    return { user, status: application.status === 'disqualified' ? 'disqualified' : 'active', message };
  });
}
