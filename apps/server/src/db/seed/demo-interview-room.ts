// The interview room in the demo (issue 19): Northwind's completed video interview gets the chat
// the candidate and the interviewers had in the room, and each interviewer's private notes.
// Idempotent: nothing is added once that interview has a chat.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  companies,
  interviewChatMessages,
  interviewInterviewers,
  interviewNotes,
  interviews,
  users,
} from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

/** Northwind's latest completed video interview and its two interviewers (recruiter, manager). */
export async function findDemoRoomInterview(db: Database) {
  const [interview] = await db
    .select({
      id: interviews.id,
      candidateUserId: interviews.candidateUserId,
      startTime: interviews.startTime,
    })
    .from(interviews)
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(
      and(
        eq(companies.name, 'Northwind Bakery'),
        eq(interviews.status, 'completed'),
        eq(interviews.location, 'web_conference'),
      ),
    )
    .orderBy(desc(interviews.startTime))
    .limit(1);
  if (!interview?.startTime) return null;
  const interviewers = await db
    .select({ id: users.id, email: users.email })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(eq(interviewInterviewers.interviewId, interview.id));
  const recruiter = interviewers.find((person) => person.email === 'recruiter@hireloop.example')?.id;
  const manager = interviewers.find((person) => person.email === 'manager@hireloop.example')?.id;
  if (!recruiter || !manager) return null;
  const startTime = interview.startTime;
  return {
    id: interview.id,
    candidateUserId: interview.candidateUserId,
    recruiter,
    manager,
    at: (minutes: number) => new Date(startTime.getTime() + minutes * 60_000),
  };
}

export async function seedDemoInterviewRoom(db: Database): Promise<DemoLogin[]> {
  const interview = await findDemoRoomInterview(db);
  if (!interview) return [];
  const [already] = await db
    .select({ id: interviewChatMessages.id })
    .from(interviewChatMessages)
    .where(eq(interviewChatMessages.interviewId, interview.id))
    .limit(1);
  if (already) return [];
  const { recruiter, manager, at } = interview;
  const candidate = interview.candidateUserId;

  await db.transaction(async (tx) => {
    await tx.insert(interviewChatMessages).values(
      [
        { userId: recruiter, side: 'company', body: 'Welcome! Can you see and hear us?', createdAt: at(1) },
        {
          userId: candidate,
          side: 'candidate',
          body: 'Yes, loud and clear. Thanks for having me!',
          createdAt: at(1.5),
        },
        {
          userId: manager,
          side: 'company',
          body: 'Here is the weekend rota we talked about: shifts start at 6:00.',
          createdAt: at(18),
        },
        {
          userId: candidate,
          side: 'candidate',
          body: 'Early shifts are fine. My portfolio of cakes: example.com/portfolio',
          createdAt: at(19),
        },
        {
          userId: recruiter,
          side: 'company',
          body: 'Thank you! We will be in touch this week.',
          createdAt: at(44),
        },
      ].map((message) => ({ ...message, interviewId: interview.id })),
    );
    await tx.insert(interviewNotes).values([
      {
        interviewId: interview.id,
        userId: recruiter,
        body: 'Warm with customers, clear examples of handling a rush. Asked good questions about training.',
        version: 3,
        updatedAt: at(45),
      },
      {
        interviewId: interview.id,
        userId: manager,
        body: 'Strong on decorating, less on bread. Happy with early shifts. Check references.',
        version: 2,
        updatedAt: at(46),
      },
    ]);
  });
  return [];
}
