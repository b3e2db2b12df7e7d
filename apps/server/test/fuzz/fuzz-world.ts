// The demo data the fuzz suite runs against: three signed-in actors (a candidate, a Company Admin,
// an Enterprise Owner) and, for path parameters and id fields, records those actors can reach, so
// malformed input gets past "not found" and into the handlers.
import { and, eq, sql } from 'drizzle-orm';
import {
  applicationNotes,
  applications,
  companies,
  companyMemberships,
  conversations,
  enterpriseGroups,
  enterpriseMemberships,
  featureAnnouncements,
  invitations,
  messageAttachments,
  notifications,
  offerLetterTemplates,
  offers,
  onboardings,
  opportunities,
  opportunityTemplates,
  talentPoolContacts,
  users,
} from '#server/db/schema.ts';
import { DEMO_CANDIDATE_EMAIL, DEMO_PASSWORD } from '#server/db/seed/demo-candidate.ts';
import { seedDemoData } from '#server/db/seed/seed-demo-data.ts';
import { uniqueIp } from '../factories.ts';
import { TestClient } from '../http-client.ts';
import type { TestApp } from '../test-app.ts';
import type { KnownValues } from './schema-samples.ts';

export interface Actor {
  name: string;
  email: string;
  userId: number;
  activeCompanyId: number | null;
  activeEnterpriseId: number | null;
  client: TestClient;
}

export interface FuzzWorld {
  actors: Actor[];
  /** Path templates (regular expressions over `/api/x/{param}`) and the value of their parameter. */
  pathValues: { pattern: RegExp; param: string; value: string }[];
  /** Body fields that name a record, and the record to name. */
  fieldValues: KnownValues;
}

const ACTOR_EMAILS = {
  candidate: DEMO_CANDIDATE_EMAIL,
  companyAdmin: 'admin@hireloop.example',
  enterpriseOwner: 'franchise@hireloop.example',
};

async function signIn(ctx: TestApp, email: string): Promise<TestClient> {
  const client = new TestClient(ctx.app, uniqueIp());
  const response = await client.post('/login', { email, password: DEMO_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`fuzz: ${email} could not sign in: ${response.body}`);
  return client;
}

async function userByEmail(ctx: TestApp, email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`fuzz: demo user ${email} is missing`);
  return user;
}

/** The first id a query finds, as a path segment ('1' when there is none: a well-formed miss). */
const first = async (rows: Promise<{ id: number | string }[]>) => String((await rows)[0]?.id ?? 1);

let emailSequence = 0;
const FUZZ_PASSWORD = 'fuzz-password-1';

/** A calendar date `days` from today. */
const dateInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function createFuzzWorld(ctx: TestApp): Promise<FuzzWorld> {
  const db = ctx.database.db;
  await seedDemoData(db);
  // Super admin as well, so the feature-announcement administration is fuzzed past its policy.
  await db.update(users).set({ isSuperAdmin: true }).where(eq(users.email, ACTOR_EMAILS.companyAdmin));

  const actors: Actor[] = [];
  for (const [name, email] of Object.entries(ACTOR_EMAILS)) {
    const user = await userByEmail(ctx, email);
    actors.push({
      name,
      email,
      userId: user.id,
      activeCompanyId: user.activeCompanyId,
      activeEnterpriseId: user.activeEnterpriseId,
      client: await signIn(ctx, email),
    });
  }
  const [candidate, admin, owner] = actors as [Actor, Actor, Actor];
  const companyId = admin.activeCompanyId ?? 0;
  const [enterprise] = await db
    .select({ id: enterpriseMemberships.enterpriseId })
    .from(enterpriseMemberships)
    .where(eq(enterpriseMemberships.userId, owner.userId));
  const enterpriseId = enterprise?.id ?? 0;

  const opportunityId = await first(
    db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.companyId, companyId), eq(opportunities.status, 'published'))),
  );
  const applicationId = await first(
    db.select({ id: applications.id }).from(applications).where(eq(applications.companyId, companyId)),
  );
  const candidateApplication = await first(
    db
      .select({ id: applications.uuid })
      .from(applications)
      .where(eq(applications.candidateUserId, candidate.userId)),
  );
  const conversationUuid = await first(
    db
      .select({ id: conversations.uuid })
      .from(conversations)
      .where(
        and(eq(conversations.companyId, companyId), eq(conversations.candidateUserId, candidate.userId)),
      ),
  );
  const teamMemberId = await first(
    db
      .select({ id: companyMemberships.userId })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          sql`${companyMemberships.userId} <> ${admin.userId}`,
        ),
      ),
  );
  const enterpriseUserId = await first(
    db
      .select({ id: enterpriseMemberships.userId })
      .from(enterpriseMemberships)
      .where(
        and(
          eq(enterpriseMemberships.enterpriseId, enterpriseId),
          sql`${enterpriseMemberships.userId} <> ${owner.userId}`,
        ),
      ),
  );
  const groupId = await first(
    db
      .select({ id: enterpriseGroups.id })
      .from(enterpriseGroups)
      .where(eq(enterpriseGroups.enterpriseId, enterpriseId)),
  );
  const enterpriseCompanyId = await first(
    db.select({ id: companies.id }).from(companies).where(eq(companies.enterpriseId, enterpriseId)),
  );
  const ids = {
    user: String(candidate.userId),
    company: String(companyId),
    enterprise: String(enterpriseId),
    opportunity: opportunityId,
    application: applicationId,
    candidateApplication,
    conversation: conversationUuid,
    teamMember: teamMemberId,
    enterpriseUser: enterpriseUserId,
    group: groupId,
    enterpriseCompany: enterpriseCompanyId,
    invitation: await first(db.select({ id: invitations.id }).from(invitations)),
    template: await first(
      db
        .select({ id: opportunityTemplates.id })
        .from(opportunityTemplates)
        .where(eq(opportunityTemplates.companyId, companyId)),
    ),
    note: await first(db.select({ id: applicationNotes.id }).from(applicationNotes)),
    contact: await first(
      db
        .select({ id: talentPoolContacts.id })
        .from(talentPoolContacts)
        .where(eq(talentPoolContacts.companyId, companyId)),
    ),
    notification: await first(
      db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, admin.userId)),
    ),
    announcement: await first(db.select({ id: featureAnnouncements.id }).from(featureAnnouncements)),
    attachment: await first(db.select({ id: messageAttachments.id }).from(messageAttachments)),
    pusherApp: ctx.app.realtime.credentials.appId,
    offer: await first(db.select({ id: offers.id }).from(offers).where(eq(offers.companyId, companyId))),
    offerUuid: await first(
      db.select({ id: offers.uuid }).from(offers).where(eq(offers.companyId, companyId)),
    ),
    offerTemplate: await first(
      db
        .select({ id: offerLetterTemplates.id })
        .from(offerLetterTemplates)
        .where(eq(offerLetterTemplates.companyId, companyId)),
    ),
    onboarding: await first(
      db.select({ id: onboardings.id }).from(onboardings).where(eq(onboardings.companyId, companyId)),
    ),
  };

  const path = (pattern: RegExp, param: string, value: string) => ({ pattern, param, value });
  return {
    actors,
    pathValues: [
      path(/^\/api\/users\/\{id\}/, 'id', ids.user),
      path(/^\/api\/companies\/(set\/)?\{id\}/, 'id', ids.company),
      path(/^\/api\/enterprises\/upgrade\/\{id\}/, 'id', ids.company),
      path(/^\/api\/enterprises\/set\/\{id\}/, 'id', ids.enterprise),
      path(/^\/api\/enterprises\/\{id\}\/avatar/, 'id', ids.enterprise),
      path(/^\/api\/team-members\/\{userId\}/, 'userId', ids.teamMember),
      path(/^\/api\/invitations\/\{id\}/, 'id', ids.invitation),
      path(/^\/api\/opportunities\/\{id\}/, 'id', ids.opportunity),
      path(/^\/api\/opportunity-templates\/\{id\}/, 'id', ids.template),
      path(/^\/api\/enterprise-groups\/\{id\}/, 'id', ids.group),
      path(/^\/api\/enterprise-companies\/\{id\}/, 'id', ids.enterpriseCompany),
      path(/^\/api\/enterprise-users\/\{userId\}/, 'userId', ids.enterpriseUser),
      path(/^\/api\/conversations\/\{uuid\}/, 'uuid', ids.conversation),
      path(/^\/api\/message-attachments\/\{id\}/, 'id', ids.attachment),
      path(/^\/api\/notifications\/\{id\}/, 'id', ids.notification),
      path(/^\/api\/feature-announcements\/\{id\}/, 'id', ids.announcement),
      // The candidate's applications are addressed by uuid, the company's by id.
      path(/^\/api\/applications\/\{id\}(\/withdraw)?$/, 'id', ids.candidateApplication),
      path(/^\/api\/applications\/\{id\}\//, 'id', ids.application),
      path(/^\/api\/company-candidates\/\{id\}/, 'id', ids.application),
      path(/^\/api\/application-notes\/\{id\}/, 'id', ids.note),
      path(/^\/api\/talent-pool-contacts\/\{id\}/, 'id', ids.contact),
      path(/^\/apps\/\{appId\}/, 'appId', ids.pusherApp),
      path(/^\/api\/offers\/\{id\}/, 'id', ids.offer),
      path(/^\/api\/public-offers\/\{uuid\}/, 'uuid', ids.offerUuid),
      path(/^\/api\/offer-templates\/\{id\}/, 'id', ids.offerTemplate),
      path(/^\/api\/onboardings\/\{id\}/, 'id', ids.onboarding),
    ],
    fieldValues: {
      // Fresh each time: a taken address stops sign-ups and invitations at "already taken".
      email: () => `fuzz-${++emailSequence}@example.com`,
      phone: '+15555550123',
      password: FUZZ_PASSWORD,
      password_confirmation: FUZZ_PASSWORD,
      code: '123456',
      socket_id: '1234.5678',
      until: dateInDays(30),
      opportunity_id: Number(ids.opportunity),
      candidate_user_id: candidate.userId,
      group_ids: [Number(ids.group)],
      application_ids: [Number(ids.application)],
      application_id: Number(ids.application),
      template_id: Number(ids.offerTemplate),
    },
  };
}

/** Puts each actor back in the company or enterprise they started in (a fuzzed switch moves them). */
export async function restoreActiveAccounts(ctx: TestApp, actors: readonly Actor[]): Promise<void> {
  for (const actor of actors) {
    await ctx.database.db
      .update(users)
      .set({ activeCompanyId: actor.activeCompanyId, activeEnterpriseId: actor.activeEnterpriseId })
      .where(eq(users.id, actor.userId));
  }
}

/** Signs an actor in again when a fuzzed request (logout, password change) ended their session. */
export async function keepSignedIn(ctx: TestApp, actor: Actor): Promise<void> {
  const check = await actor.client.get('/api/users/check-session');
  if (check.json().user_id === actor.userId) return;
  await ctx.database.db.execute(sql`delete from rate_limits`);
  actor.client = await signIn(ctx, actor.email);
}
