// Demo enterprise invitation (issue 23): Sunrise Coffee invited the person who runs its Bay Brew
// franchisee as a Franchise Viewer. The link has a fixed token so the README can point at the page
// (/enterprise-invitations/{token}); register with the invited address to accept it.
import { INVITATION_LIFETIME_DAYS } from '@hireloop/shared/tenancy';
import { and, eq } from 'drizzle-orm';
import { sha256 } from '#server/lib/crypto.ts';
import type { Database } from '../client.ts';
import { enterpriseGroups, enterpriseMemberships, enterprises, invitations } from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

/** Demo data only: anyone reading the README may open it, and only the invited address can accept. */
export const DEMO_ENTERPRISE_INVITATION_TOKEN = 'demo-sunrise-coffee-franchise-viewer';
export const DEMO_ENTERPRISE_INVITEE = 'bay.brew@hireloop.example';

export async function seedDemoEnterpriseInvitation(db: Database): Promise<DemoLogin[]> {
  const tokenHash = sha256(DEMO_ENTERPRISE_INVITATION_TOKEN);
  const [already] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  if (already) return [];
  const [sunrise] = await db
    .select({ id: enterprises.id, groupId: enterpriseGroups.id, ownerId: enterpriseMemberships.userId })
    .from(enterprises)
    .innerJoin(
      enterpriseGroups,
      and(eq(enterpriseGroups.enterpriseId, enterprises.id), eq(enterpriseGroups.name, 'Bay Brew LLC')),
    )
    .innerJoin(
      enterpriseMemberships,
      and(
        eq(enterpriseMemberships.enterpriseId, enterprises.id),
        eq(enterpriseMemberships.role, 'Enterprise Owner'),
      ),
    )
    .where(eq(enterprises.name, 'Sunrise Coffee'))
    .limit(1);
  if (!sunrise) return [];
  await db.insert(invitations).values({
    enterpriseId: sunrise.id,
    tokenHash,
    email: DEMO_ENTERPRISE_INVITEE,
    role: 'Enterprise Viewer',
    groupIds: [sunrise.groupId],
    invitedBy: sunrise.ownerId,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000),
  });
  return [];
}
