// Helpers shared by the profile tests: the stored row, full-text matches and the SMS flow.
import { eq, sql } from 'drizzle-orm';
import { executeRows } from '#server/db/execute.ts';
import { candidateProfiles } from '#server/db/schema.ts';
import { latestMessageTo } from '#server-test/factories.ts';
import type { TestClient } from '#server-test/http-client.ts';
import type { TestApp } from '#server-test/test-app.ts';

export async function storedProfile(ctx: TestApp, userId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return row;
}

/** Whether the user's search document matches a query, and its weighted rank. */
export async function searchMatch(ctx: TestApp, userId: number, query: string) {
  const [row] = await executeRows<{ matches: boolean | null; rank: number | null }>(
    ctx.database.db,
    sql`select search_vector @@ plainto_tsquery('english', ${query}) as matches,
               ts_rank(search_vector, plainto_tsquery('english', ${query})) as rank
        from candidate_profiles where user_id = ${userId}`,
  );
  return { matches: row?.matches === true, rank: Number(row?.rank ?? 0) };
}

let phoneCounter = 0;
export function freshPhone(): string {
  phoneCounter += 1;
  return `+1556${process.pid % 1000}${String(phoneCounter).padStart(4, '0')}`;
}

/** Verifies `phone` for the client's user through the real SMS code flow. */
export async function verifyPhone(ctx: TestApp, client: TestClient, phone: string): Promise<void> {
  const sent = await client.post('/api/send-verification-sms', { phone });
  if (sent.statusCode !== 200) throw new Error(`send-verification-sms answered ${sent.statusCode}`);
  const code = (await latestMessageTo(ctx, phone))?.text?.match(
    /^(\d{6}) is your Hireloop verification code/,
  )?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  const verified = await client.post('/api/verify-sms-code', { phone, code });
  if (verified.statusCode !== 200) throw new Error(`verify-sms-code answered ${verified.statusCode}`);
}
