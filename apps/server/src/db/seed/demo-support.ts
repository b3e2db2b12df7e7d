// A support conversation for the admin dashboard's inbox (issue 22): the demo Recruiter asked the
// support team something and the demo super admin answered. Runs after the super admin exists.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { supportConversations, supportMessages, users } from '../schema.ts';
import { DEMO_SUPER_ADMIN_EMAIL } from './demo-super-admin.ts';

const HOUR_MS = 3_600_000;

export async function seedDemoSupport(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['recruiter@hireloop.example', DEMO_SUPER_ADMIN_EMAIL]));
  const recruiter = people.find((person) => person.email === 'recruiter@hireloop.example');
  const admin = people.find((person) => person.email === DEMO_SUPER_ADMIN_EMAIL);
  if (!recruiter || !admin) return;
  const [existing] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.userId, recruiter.id));
  if (existing) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({ userId: recruiter.id, lastMessageAt: new Date(now - 3 * HOUR_MS) })
      .returning({ id: supportConversations.id });
    await tx.insert(supportMessages).values([
      {
        conversationId: conversation!.id,
        senderUserId: recruiter.id,
        fromSupport: false,
        content: 'Can I reuse the screening questions of the Barista opening for a new one?',
        createdAt: new Date(now - 4 * HOUR_MS),
      },
      {
        conversationId: conversation!.id,
        senderUserId: admin.id,
        fromSupport: true,
        content:
          'Yes: save it as a template from the opening, then pick the template when you create the next one.',
        createdAt: new Date(now - 3 * HOUR_MS),
      },
    ]);
  });
}
