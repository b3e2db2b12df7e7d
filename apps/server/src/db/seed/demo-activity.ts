// Demo audit log (issue 22) at Northwind Bakery: thirty days of what its Recruiter and Manager did
// (sign-ins, postings created and edited, candidates moved, messages, interviews, offers), so the
// User Activity Report (/activities/{userId}) opens on a realistic month. Rows are inserted as the
// audit hook writes them; idempotent: skipped once the company has any.
import type { ActivityKind } from '@hireloop/shared/activities';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { auditEvents, companies, opportunities, users } from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

const DAY_MS = 86_400_000;
const DAYS = 30;

const REQUESTS: Record<ActivityKind, { action: string; target: (id: number) => string; status: number }> = {
  sign_in: { action: 'POST /login', target: () => '/login', status: 200 },
  opportunity_created: { action: 'POST /api/opportunities', target: () => '/api/opportunities', status: 201 },
  opportunity_updated: {
    action: 'PUT /api/opportunities/:id',
    target: (id) => `/api/opportunities/${id}`,
    status: 200,
  },
  candidate_moved: {
    action: 'POST /api/applications/:id/decision',
    target: (id) => `/api/applications/${id}/decision`,
    status: 200,
  },
  message_sent: {
    action: 'POST /api/conversations/:uuid/messages',
    target: (id) => `/api/conversations/${id.toString(16).padStart(8, '0')}-demo/messages`,
    status: 201,
  },
  interview_held: {
    action: 'POST /api/interviews/:id/status',
    target: (id) => `/api/interviews/${id}/status`,
    status: 200,
  },
  offer_sent: { action: 'POST /api/offers/:id/send', target: (id) => `/api/offers/${id}/send`, status: 200 },
};

/** How many of each a weekday brings (a deterministic pattern, busier for the Recruiter). */
function dayPlan(day: number, busy: number): [ActivityKind, number][] {
  const weekend = day % 7 === 5 || day % 7 === 6;
  if (weekend) return day % 3 === 0 ? [['sign_in', 1]] : [];
  return [
    ['sign_in', 1 + (day % 2)],
    ['message_sent', ((day * 7) % 5) * busy],
    ['candidate_moved', ((day * 3) % 4) * busy],
    ['opportunity_updated', day % 4 === 1 ? 1 : 0],
    ['opportunity_created', day % 9 === 2 ? 1 : 0],
    ['interview_held', day % 5 === 3 ? busy : 0],
    ['offer_sent', day % 11 === 4 ? 1 : 0],
  ];
}

export async function seedDemoActivity(db: Database): Promise<DemoLogin[]> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!company) return [];
  const [existing] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, company.id), isNotNull(auditEvents.kind)))
    .limit(1);
  if (existing) return [];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['recruiter@hireloop.example', 'manager@hireloop.example']));
  const postings = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.companyId, company.id));
  const postingIds = postings.map((posting) => posting.id);
  const now = Date.now();
  const rows: (typeof auditEvents.$inferInsert)[] = [];
  for (const person of people) {
    const busy = person.email.startsWith('recruiter') ? 2 : 1;
    for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
      const dayStart = now - daysAgo * DAY_MS;
      let minute = 8 * 60 + ((daysAgo * 17) % 60);
      for (const [kind, count] of dayPlan(daysAgo, busy)) {
        for (let index = 0; index < count; index += 1) {
          minute += 11 + ((index * 13 + daysAgo) % 37);
          const request = REQUESTS[kind];
          const id = postingIds[(daysAgo + index) % Math.max(1, postingIds.length)] ?? 100 + daysAgo;
          // Today's rows stay in the past: the report never shows events still to come.
          const at = Math.min(
            now - 60_000 * (count - index),
            dayStart - (dayStart % DAY_MS) + minute * 60_000,
          );
          rows.push({
            actorUserId: person.id,
            companyId: company.id,
            action: request.action,
            kind,
            target: request.target(kind.startsWith('opportunity') ? id : 1000 + daysAgo * 10 + index),
            statusCode: request.status,
            ipAddress: busy === 2 ? '203.0.113.24' : '198.51.100.61',
            createdAt: new Date(at),
          });
        }
      }
    }
  }
  if (rows.length > 0) await db.insert(auditEvents).values(rows);
  return [];
}
