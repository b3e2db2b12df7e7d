// Test data for applications and the pipeline: candidates (with profiles written through the
// profiles module, so the search document is real), applications placed on any step, a recorder of
// realtime broadcasts, and readers of what notifications and events were stored.
import type { ApplicationStatus } from '@hireloop/shared/applications';
import { and, asc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  notifications,
  type UserRow,
} from '../src/db/schema.ts';
import { type ProfileValues, upsertProfile } from '../src/modules/profiles/profile-store.ts';
import { createUser, signedInClient } from './factories.ts';
import type { TestClient } from './http-client.ts';
import type { OpportunityRow, PipelineStepRow } from './opportunity-factories.ts';
import type { TestApp } from './test-app.ts';

export type ApplicationRow = typeof applications.$inferSelect;

export interface Candidate {
  user: UserRow;
  client: TestClient;
}

export async function createCandidate(
  ctx: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
  profile?: ProfileValues,
): Promise<Candidate> {
  const user = await createUser(ctx, { firstName: 'Casey', lastName: 'Candidate', ...overrides });
  if (profile) {
    await ctx.database.db.transaction((tx) => upsertProfile(tx, user.id, profile));
  }
  return { user, client: await signedInClient(ctx, user) };
}

/** Stores a résumé file for the candidate the way the profiles module does. */
export async function attachResume(
  ctx: TestApp,
  userId: number,
  file: { name: string; mimeType: string; data: Buffer },
): Promise<void> {
  const key = `resumes/${userId}/${Date.now()}-${file.name}`;
  await ctx.deps.storage.put(key, file.data);
  await ctx.database.db.transaction((tx) =>
    upsertProfile(tx, userId, {
      resumePath: key,
      resumeName: file.name,
      resumeMimeType: file.mimeType,
      resumeSizeBytes: file.data.length,
    }),
  );
}

export interface PlacedApplication {
  status?: ApplicationStatus;
  /** Index into the opportunity's steps (default 0). */
  step?: number;
  submittedAt?: Date | null;
  lastActivityAt?: Date;
  answers?: ApplicationRow['answers'];
  disqualifyReason?: string | null;
}

/** An application inserted directly on a step of the opportunity (no notifications). */
export async function placeApplication(
  ctx: TestApp,
  { opportunity, steps }: { opportunity: OpportunityRow; steps: PipelineStepRow[] },
  candidateUserId: number,
  options: PlacedApplication = {},
): Promise<ApplicationRow> {
  const status = options.status ?? 'active';
  const [row] = await ctx.database.db
    .insert(applications)
    .values({
      opportunityId: opportunity.id,
      companyId: opportunity.companyId,
      candidateUserId,
      status,
      currentStepId: status === 'draft' ? null : (steps[options.step ?? 0]?.id ?? null),
      answers: options.answers ?? [],
      disqualifyReason: options.disqualifyReason ?? null,
      submittedAt:
        options.submittedAt !== undefined ? options.submittedAt : status === 'draft' ? null : new Date(),
      ...(options.lastActivityAt ? { lastActivityAt: options.lastActivityAt } : {}),
    })
    .returning();
  return row!;
}

export async function reloadApplication(ctx: TestApp, id: number): Promise<ApplicationRow> {
  const [row] = await ctx.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

export async function eventsOf(ctx: TestApp, applicationId: number) {
  return ctx.database.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
}

/** A user's stored notifications, once the queued notification jobs that are due have run. */
export async function notificationsOf(ctx: TestApp, userId: number, type?: string) {
  await ctx.runJobs();
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(asc(notifications.id));
}

export async function profileOf(ctx: TestApp, userId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return row;
}

export interface RecordedBroadcast {
  channels: string[];
  event: string;
  payload: unknown;
}

/**
 * Records every realtime publish of the app (still delivered). Events leave through outbox jobs, so
 * `restore()` first runs the jobs that are due (those of the recorded actions), then stops recording.
 */
export function recordBroadcasts(ctx: TestApp) {
  const recorded: RecordedBroadcast[] = [];
  const broadcaster = ctx.app.realtime.broadcaster;
  const original = broadcaster.publish.bind(broadcaster);
  const spy = vi.spyOn(broadcaster, 'publish').mockImplementation(async (channels, event, data, except) => {
    recorded.push({ channels: [...channels], event, payload: JSON.parse(data) });
    await original(channels, event, data, except);
  });
  return {
    recorded,
    of: (event: string) => recorded.filter((entry) => entry.event === event),
    restore: async () => {
      await ctx.runJobs();
      spy.mockRestore();
    },
  };
}

/** Every mail the built-in transport stored for an address, newest first. */
export async function mailsTo(ctx: TestApp, to: string) {
  // Mail leaves through the outbox: deliver what is due first.
  await ctx.runJobs();
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}&channel=mail&per_page=100`,
  });
  return response.json().data as { subject: string; text: string; html: string | null }[];
}
