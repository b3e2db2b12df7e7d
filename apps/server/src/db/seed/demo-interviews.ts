// Demo interviews of Northwind Bakery (issue 18): upcoming and past, every status and every format,
// for the demo candidate and some applicants, with the recruiter and manager interviewing. Idempotent:
// nothing is added once Northwind has an interview.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  applications,
  companies,
  interviewInterviewers,
  interviews,
  schedulingLinks,
  users,
} from '../schema.ts';
import { DEMO_CANDIDATE_EMAIL } from './demo-candidate.ts';
import type { DemoLogin } from './demo-login.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Tomorrow (or `days` from today) at `hour`:00 UTC. */
function dayAt(days: number, hour: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour));
}

interface DemoInterview {
  application: 'candidate-0' | 'candidate-1' | number;
  status: 'scheduled' | 'not_scheduled' | 'completed' | 'cancelled' | 'disqualified' | 'no_show';
  location: 'web_conference' | 'in_person' | 'phone';
  details: string | null;
  start: Date | null;
  duration: number;
  interviewers: Array<'recruiter' | 'manager'>;
  cancelMessage?: string;
}

const PLAN = (): DemoInterview[] => [
  // The demo candidate: one upcoming video interview, one waiting for them to pick a time.
  {
    application: 'candidate-0',
    status: 'scheduled',
    location: 'web_conference',
    details: null,
    start: dayAt(1, 17),
    duration: 45,
    interviewers: ['recruiter', 'manager'],
  },
  {
    application: 'candidate-1',
    status: 'not_scheduled',
    location: 'phone',
    details: '+1 503 555 0142',
    start: null,
    duration: 30,
    interviewers: ['recruiter'],
  },
  // Applicants: past and upcoming in every status and format.
  {
    application: 0,
    status: 'completed',
    location: 'in_person',
    details: '412 NW Couch St, Portland, OR',
    start: dayAt(-3, 18),
    duration: 60,
    interviewers: ['manager'],
  },
  {
    application: 1,
    status: 'no_show',
    location: 'phone',
    details: '+1 503 555 0175',
    start: dayAt(-2, 16),
    duration: 30,
    interviewers: ['recruiter'],
  },
  {
    application: 2,
    status: 'cancelled',
    location: 'web_conference',
    details: null,
    start: dayAt(2, 19),
    duration: 30,
    interviewers: ['recruiter'],
    cancelMessage: 'We filled the role, thank you for your time.',
  },
  {
    application: 3,
    status: 'scheduled',
    location: 'in_person',
    details: '412 NW Couch St, Portland, OR',
    start: dayAt(3, 17),
    duration: 60,
    interviewers: ['manager', 'recruiter'],
  },
  {
    application: 4,
    status: 'scheduled',
    location: 'phone',
    details: '+1 503 555 0190',
    start: dayAt(4, 20),
    duration: 30,
    interviewers: ['recruiter'],
  },
  {
    application: 5,
    status: 'disqualified',
    location: 'web_conference',
    details: null,
    start: dayAt(-5, 17),
    duration: 45,
    interviewers: ['manager'],
  },
  {
    application: 6,
    status: 'completed',
    location: 'web_conference',
    details: null,
    start: dayAt(-7, 21),
    duration: 45,
    interviewers: ['recruiter', 'manager'],
  },
];

export async function seedDemoInterviews(db: Database): Promise<DemoLogin[]> {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return [];
  const [existing] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(eq(interviews.companyId, northwind.id))
    .limit(1);
  if (existing) return [];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['recruiter@hireloop.example', 'manager@hireloop.example', DEMO_CANDIDATE_EMAIL]),
    );
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const recruiter = idOf('recruiter@hireloop.example');
  const manager = idOf('manager@hireloop.example');
  const candidate = idOf(DEMO_CANDIDATE_EMAIL);
  if (!recruiter || !manager || !candidate) return [];
  const interviewerIds = { recruiter, manager };

  const own = await db
    .select({
      id: applications.id,
      opportunityId: applications.opportunityId,
      candidateUserId: applications.candidateUserId,
    })
    .from(applications)
    .where(and(eq(applications.companyId, northwind.id), eq(applications.candidateUserId, candidate)))
    .orderBy(asc(applications.id));
  // Applicants other than the two the end-to-end journey schedules with (Rowan Garcia, Sage Patel).
  const others = await db
    .select({
      id: applications.id,
      opportunityId: applications.opportunityId,
      candidateUserId: applications.candidateUserId,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .where(
      and(
        eq(applications.companyId, northwind.id),
        ne(applications.candidateUserId, candidate),
        eq(applications.status, 'active'),
        ne(users.lastName, 'Garcia'),
        ne(users.lastName, 'Patel'),
      ),
    )
    .orderBy(asc(applications.id));
  if (own.length < 2 || others.length < 7) return [];

  await db.transaction(async (tx) => {
    for (const plan of PLAN()) {
      const application =
        plan.application === 'candidate-0'
          ? own[0]!
          : plan.application === 'candidate-1'
            ? own[1]!
            : others[plan.application]!;
      const end = plan.start ? new Date(plan.start.getTime() + plan.duration * 60_000) : null;
      const [row] = await tx
        .insert(interviews)
        .values({
          companyId: northwind.id,
          applicationId: application.id,
          opportunityId: application.opportunityId,
          candidateUserId: application.candidateUserId,
          organizerUserId: recruiter,
          status: plan.status,
          location: plan.location,
          locationDetails: plan.details,
          startTime: plan.start,
          endTime: end,
          durationMinutes: plan.duration,
          timezone: 'America/Los_Angeles',
          ratingState: plan.status === 'completed' ? 'needs_scores' : 'unknown',
          cancelMessage: plan.cancelMessage ?? null,
          calendarSequence: plan.status === 'cancelled' ? 1 : 0,
        })
        .returning({ id: interviews.id });
      await tx.insert(interviewInterviewers).values(
        plan.interviewers.map((who) => ({
          interviewId: row!.id,
          userId: interviewerIds[who],
          companyId: northwind.id,
          busy: plan.status === 'scheduled',
          startTime: plan.start,
          endTime: end,
        })),
      );
      if (plan.status === 'not_scheduled') {
        await tx
          .insert(schedulingLinks)
          .values({ interviewId: row!.id, expiresAt: new Date(Date.now() + 14 * DAY) });
      }
    }
  });
  return [];
}
