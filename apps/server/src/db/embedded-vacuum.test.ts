// The embedded database has no autovacuum, so the app vacuums it on a schedule (decision 146).
// PostgreSQL vacuums itself: there the job does nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { JOB_SCHEMA } from '../jobs/enqueue.ts';
import { analyzeEmbeddedDatabaseJob, vacuumEmbeddedDatabaseJob } from '../jobs/scheduled-jobs.ts';
import { executeRows } from './execute.ts';

const ctx = await appForThisFile();
const { db } = ctx.database;
const embedded = ctx.database.kind === 'pglite';

/** The table's size in pages, from the file itself (VACUUM truncates empty pages at its end). */
async function pagesOf(table: string): Promise<number> {
  const [row] = await executeRows<{ pages: number }>(
    db,
    sql`select (pg_relation_size(${table}::regclass) / 8192)::int as pages`,
  );
  return row!.pages;
}

async function completedRuns(name: string): Promise<number> {
  const [row] = await executeRows<{ runs: number }>(
    db,
    sql`select count(*)::int as runs from ${sql.raw(JOB_SCHEMA)}.job where name = ${name} and state = 'completed'`,
  );
  return row!.runs;
}

describe('vacuuming the embedded database', () => {
  it('reclaims the rows deletes left behind, every ten minutes, on the embedded database only', async () => {
    await db.execute(sql`create table vacuum_probe (id int primary key, note text)`);
    await db.execute(
      sql`insert into vacuum_probe select n, repeat('x', 200) from generate_series(1, 5000) as n`,
    );
    await db.execute(sql`delete from vacuum_probe where id > 500`);
    const before = await pagesOf('vacuum_probe');
    expect(before).toBeGreaterThan(100);
    const runsBefore = await completedRuns(vacuumEmbeddedDatabaseJob.name);

    // The next ten-minute tick, as the cron schedule would enqueue it.
    await ctx.runJobs(new Date(Date.now() + 11 * 60_000));

    expect(await completedRuns(vacuumEmbeddedDatabaseJob.name)).toBe(runsBefore + 1);
    const [live] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from vacuum_probe`);
    expect(live!.n).toBe(500);
    if (embedded) {
      // The deleted rows at the table's end are gone: the file shrank to what 500 rows need.
      expect(await pagesOf('vacuum_probe')).toBeLessThan(before / 5);
    } else {
      // PostgreSQL's own autovacuum decides when; the job left the table to it.
      expect(await pagesOf('vacuum_probe')).toBeLessThanOrEqual(before);
    }
  });

  it('gathers planner statistics nightly', async () => {
    await db.execute(sql`create table analyze_probe (id int primary key)`);
    await db.execute(sql`insert into analyze_probe select generate_series(1, 2000)`);
    const statistics = async () =>
      (
        await executeRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stats where tablename = 'analyze_probe'`,
        )
      )[0]!.n;
    expect(await statistics()).toBe(0);
    const runsBefore = await completedRuns(analyzeEmbeddedDatabaseJob.name);

    await ctx.runJobs(new Date(Date.now() + 25 * 60 * 60_000));

    expect(await completedRuns(analyzeEmbeddedDatabaseJob.name)).toBe(runsBefore + 1);
    if (embedded) expect(await statistics()).toBe(1);
  });
});
