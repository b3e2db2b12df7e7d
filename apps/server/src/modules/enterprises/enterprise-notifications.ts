// Notifications of an enterprise's own inbox (decision 035): its owners hear when someone joins.
import { fullName } from '@hireloop/shared/people';
import { and, eq, ne } from 'drizzle-orm';
import { enterpriseMemberships, enterprises, users } from '#server/db/schema.ts';
import { type NotifyContext, notifyUsers } from '../notifications/notify.ts';

/**
 * Tells the enterprise's owners (but not the person who joined) that someone accepted an
 * invitation. Call it with the joining transaction as `ctx.db` (decision 036): the notification is
 * queued with the membership, so it exists exactly when the joining commits. Nothing is caught: a
 * failed enqueue fails the joining, which the person can simply retry.
 */
export async function notifyEnterpriseJoined(
  ctx: NotifyContext,
  enterpriseId: number,
  joinedUserId: number,
): Promise<void> {
  const [joined] = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      role: enterpriseMemberships.role,
      enterpriseName: enterprises.name,
    })
    .from(enterpriseMemberships)
    .innerJoin(users, eq(users.id, enterpriseMemberships.userId))
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMemberships.enterpriseId))
    .where(
      and(
        eq(enterpriseMemberships.enterpriseId, enterpriseId),
        eq(enterpriseMemberships.userId, joinedUserId),
      ),
    );
  if (!joined) return;
  const owners = await ctx.db
    .select({ userId: enterpriseMemberships.userId })
    .from(enterpriseMemberships)
    .where(
      and(
        eq(enterpriseMemberships.enterpriseId, enterpriseId),
        eq(enterpriseMemberships.role, 'Enterprise Owner'),
        ne(enterpriseMemberships.userId, joinedUserId),
      ),
    );
  await notifyUsers(
    ctx,
    owners.map((owner) => ({
      userId: owner.userId,
      enterpriseId,
      type: 'team_member_joined' as const,
      title: `${fullName(joined)} joined ${joined.enterpriseName}`.replace(/\s+/g, ' '),
      body: `They accepted your invitation and joined as ${joined.role}.`,
      link: '/enterprise-access-manager',
    })),
  );
}
