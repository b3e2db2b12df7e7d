// Overdue onboarding tasks: one reminder per task, never twice, only for open tasks; and the
// company's checklist (GET|PUT /api/onboarding-template).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingTasks } from '#server/db/schema.ts';
import { notificationsOf } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { hireThroughAcceptedOffer } from '#server-test/offer-factories.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { remindOverdueOnboardingTasks } from './remind-overdue-onboarding-tasks.ts';

const {
  ctx,
  companies: [company],
} = await companyAppForThisFile('Acme Bakery');

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('remindOverdueOnboardingTasks', () => {
  it('reminds the hire once of each overdue open task', async () => {
    const { candidate, onboardingId } = await hireThroughAcceptedOffer(ctx, company);
    const tasks = await ctx.database.db
      .select()
      .from(onboardingTasks)
      .where(eq(onboardingTasks.onboardingId, onboardingId));
    // Two tasks overdue, one of them already done; the third not due yet.
    await ctx.database.db
      .update(onboardingTasks)
      .set({ dueOn: dateIn(-1) })
      .where(eq(onboardingTasks.id, tasks[0]!.id));
    await ctx.database.db
      .update(onboardingTasks)
      .set({ dueOn: dateIn(-1), completedAt: new Date() })
      .where(eq(onboardingTasks.id, tasks[1]!.id));

    const notify = notifyContextOf(ctx.app, ctx.deps);
    const before = (await notificationsOf(ctx, candidate.user.id, 'offer')).length;
    expect(await remindOverdueOnboardingTasks(notify)).toBe(1);
    expect(await remindOverdueOnboardingTasks(notify)).toBe(0);
    const reminders = (await notificationsOf(ctx, candidate.user.id, 'offer')).slice(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Onboarding tasks overdue at Acme Bakery',
      link: `/onboarding/${onboardingId}`,
    });
    expect(reminders[0]!.body).toContain(tasks[0]!.title);
  });
});

describe('/api/onboarding-template', () => {
  it('starts from the defaults, is changed by Managers, and shapes the next hire’s tasks', async () => {
    const read = await company.members.Recruiter.client.get('/api/onboarding-template');
    expect(read.json()).toMatchObject({ abilities: { update: false } });
    expect(read.json().tasks).toHaveLength(3);
    const tasks = [
      { kind: 'acknowledge', title: 'Read the safety guide', description: 'Kitchen safety.', due_days: -2 },
      {
        kind: 'form',
        title: 'Tax details',
        due_days: 0,
        fields: [{ key: 'tax_id', label: 'Tax ID', sensitive: true }],
      },
    ];
    expect(
      (await company.members.Recruiter.client.put('/api/onboarding-template', { tasks })).statusCode,
    ).toBe(403);
    const bad = await company.members.Manager.client.put('/api/onboarding-template', {
      tasks: [{ kind: 'form', title: 'Empty form', due_days: 0, fields: [] }],
    });
    expect(bad.json().errors['tasks.0.fields']).toEqual(['A form task needs at least one field.']);
    const saved = await company.members.Manager.client.put('/api/onboarding-template', { tasks });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tasks.map((task: { title: string }) => task.title)).toEqual([
      'Read the safety guide',
      'Tax details',
    ]);
    expect((await company.members['Team Member'].client.get('/api/onboarding-template')).statusCode).toBe(
      403,
    );
  });
});
