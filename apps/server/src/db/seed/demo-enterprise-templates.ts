// Demo enterprise templates and group invitation (issue 23, decisions 101 and 103): Sunrise Coffee pushes a
// barista posting to every location and a shift-supervisor posting to its Pacific Coffee Partners
// franchisee; open a location as a company (franchise@hireloop.example → Companies → Open) and
// create an opportunity to see them, marked as Sunrise Coffee's. It also invited someone into the
// Pacific Coffee Partners group, at a fixed token the README points to.
import { INVITATION_LIFETIME_DAYS } from '@hireloop/shared/tenancy';
import { and, eq } from 'drizzle-orm';
import { sha256 } from '#server/lib/crypto.ts';
import type { Database } from '../client.ts';
import {
  enterpriseGroups,
  enterpriseMemberships,
  enterprises,
  invitations,
  opportunityTemplateGroups,
  opportunityTemplates,
} from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

/** Demo data only: anyone reading the README may open it, and only the invited address can accept. */
export const DEMO_GROUP_INVITATION_TOKEN = 'demo-sunrise-coffee-pacific-group-viewer';
export const DEMO_GROUP_INVITEE = 'pacific.partner@hireloop.example';

const SUPERVISOR_GROUP = 'Pacific Coffee Partners';

const TEMPLATES = [
  {
    name: 'Barista (Sunrise standard)',
    title: 'Barista',
    description:
      'Pull shots, steam milk and greet regulars by name. We train you on every Sunrise Coffee drink in your first week.',
    employmentType: 'part_time',
    payMin: 17,
    payMax: 20,
    schedule: 'Mornings and weekends',
    pushAll: true,
    steps: ['Applied', 'Phone screen', 'Bar trial', 'Offer', 'Hired'],
  },
  {
    name: 'Shift Supervisor (Pacific)',
    title: 'Shift Supervisor',
    description:
      'Run a shift at a busy Pacific Northwest café: open or close, coach baristas and own the cash count.',
    employmentType: 'full_time',
    payMin: 21,
    payMax: 25,
    schedule: 'Full-time, rotating weekends',
    pushAll: false,
    steps: ['Applied', 'Interview', 'Shadow shift', 'Offer', 'Hired'],
  },
] as const;

export async function seedDemoEnterpriseTemplates(db: Database): Promise<DemoLogin[]> {
  const [sunrise] = await db
    .select({ id: enterprises.id, groupId: enterpriseGroups.id, ownerId: enterpriseMemberships.userId })
    .from(enterprises)
    .innerJoin(
      enterpriseGroups,
      and(eq(enterpriseGroups.enterpriseId, enterprises.id), eq(enterpriseGroups.name, SUPERVISOR_GROUP)),
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

  for (const template of TEMPLATES) {
    const [existing] = await db
      .select({ id: opportunityTemplates.id })
      .from(opportunityTemplates)
      .where(
        and(eq(opportunityTemplates.enterpriseId, sunrise.id), eq(opportunityTemplates.name, template.name)),
      );
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(opportunityTemplates)
        .values({
          enterpriseId: sunrise.id,
          pushAll: template.pushAll,
          name: template.name,
          title: template.title,
          description: `<p>${template.description}</p>`,
          descriptionText: template.description,
          location: 'Pacific Northwest',
          employmentType: template.employmentType,
          payMin: template.payMin,
          payMax: template.payMax,
          payPeriod: 'hour',
          schedule: template.schedule,
          screeningQuestions: [
            {
              id: 'q-early',
              type: 'yes_no',
              question: 'Can you work shifts that start at 6 am?',
              knockout_answer: 'no',
            },
          ],
          pipelineSteps: [...template.steps],
          createdBy: sunrise.ownerId,
        })
        .returning({ id: opportunityTemplates.id });
      if (!template.pushAll)
        await tx.insert(opportunityTemplateGroups).values({ templateId: row!.id, groupId: sunrise.groupId });
    });
  }

  const tokenHash = sha256(DEMO_GROUP_INVITATION_TOKEN);
  const [invited] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  if (!invited) {
    await db.insert(invitations).values({
      enterpriseId: sunrise.id,
      groupId: sunrise.groupId,
      groupIds: [sunrise.groupId],
      tokenHash,
      email: DEMO_GROUP_INVITEE,
      role: 'Enterprise Viewer',
      invitedBy: sunrise.ownerId,
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000),
    });
  }
  return [];
}
