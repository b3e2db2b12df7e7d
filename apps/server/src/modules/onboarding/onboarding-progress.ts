// How far a hire's onboarding is, and the live `onboarding.updated` nudge to the company's hiring
// team when it moves, queued in the transaction that completed the task (decision 036): the
// company's open pages follow the progress, and never for a completion that rolled back.
import { ONBOARDING_UPDATED_EVENT, type OnboardingUpdatedEvent } from '@hireloop/shared/onboarding';
import type { CompanyRole } from '@hireloop/shared/roles';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companyMemberships, onboardingTasks } from '#server/db/schema.ts';
import { outboxBroadcaster } from '#server/jobs/outbox.ts';
import { broadcastToUsers } from '#server/realtime/broadcast-to-users.ts';

const HIRING_TEAM: readonly CompanyRole[] = ['Company Admin', 'Manager', 'Recruiter'];

/** Whole percent of tasks completed; an onboarding without tasks is done. */
export function onboardingProgress(total: number, completed: number): number {
  return total === 0 ? 100 : Math.floor((completed * 100) / total);
}

/** Queues `onboarding.updated` with `tx` for the hiring team of the onboarding's company. */
export async function announceOnboardingProgress(
  tx: Database,
  onboarding: { id: number; companyId: number; applicationId: number },
): Promise<void> {
  const [tasks] = await tx
    .select({
      total: count(),
      completed: sql<number>`count(${onboardingTasks.completedAt})::int`,
    })
    .from(onboardingTasks)
    .where(eq(onboardingTasks.onboardingId, onboarding.id));
  const team = await tx
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, onboarding.companyId),
        inArray(companyMemberships.role, [...HIRING_TEAM]),
      ),
    );
  const payload: OnboardingUpdatedEvent = {
    onboarding_id: onboarding.id,
    application_id: onboarding.applicationId,
    progress: onboardingProgress(Number(tasks?.total ?? 0), Number(tasks?.completed ?? 0)),
  };
  await broadcastToUsers(
    outboxBroadcaster(tx),
    team.map((member) => member.userId),
    ONBOARDING_UPDATED_EVENT,
    payload,
  );
}
