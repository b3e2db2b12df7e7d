// Hires with onboarding tasks past their due date get one reminder per task (email, text and
// in-app per their preferences; type `offer`, the notifications of hiring). Claims the tasks
// with one UPDATE … RETURNING, so two instances running it at once never remind twice.
import { sql } from 'drizzle-orm';
import { executeRows } from '#server/db/execute.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';

/** Tasks reminded per run: a backlog is worked off run by run. */
const BATCH = 500;

export async function remindOverdueOnboardingTasks(ctx: NotifyContext): Promise<number> {
  const claimed = await executeRows<{
    onboarding_id: number;
    candidate_user_id: number;
    title: string;
    company_name: string;
  }>(
    ctx.db,
    sql`update onboarding_tasks t set reminder_sent_at = now()
        from onboardings o, companies c
        where t.id in (
          select t2.id from onboarding_tasks t2
          join onboardings o2 on o2.id = t2.onboarding_id and o2.status = 'in_progress'
          where t2.completed_at is null and t2.reminder_sent_at is null
            and t2.due_on < (now() at time zone 'utc')::date
          order by t2.id
          limit ${BATCH}
          for update of t2 skip locked
        )
          and o.id = t.onboarding_id and c.id = o.company_id
        returning o.id as onboarding_id, o.candidate_user_id, t.title, c.name as company_name`,
  );
  const byOnboarding = new Map<number, { userId: number; company: string; titles: string[] }>();
  for (const row of claimed) {
    const entry = byOnboarding.get(Number(row.onboarding_id)) ?? {
      userId: Number(row.candidate_user_id),
      company: row.company_name,
      titles: [],
    };
    entry.titles.push(row.title);
    byOnboarding.set(Number(row.onboarding_id), entry);
  }
  await notifyUsers(
    ctx,
    [...byOnboarding].map(([onboardingId, entry]) => ({
      userId: entry.userId,
      type: 'offer' as const,
      title: `Onboarding tasks overdue at ${entry.company}`,
      body: `Please finish: ${entry.titles.join(', ')}.`,
      link: `/onboarding/${onboardingId}`,
      data: { onboarding_id: onboardingId },
    })),
  );
  return claimed.length;
}
