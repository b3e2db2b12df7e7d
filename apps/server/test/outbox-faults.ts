// Faults for outbox tests (decisions 028, 029, 036): a write whose transaction fails at its very end,
// after everything it queued, and a job that cannot be queued at all. Together they show that a
// write and what it announces commit together or not at all, on either database: real triggers,
// no mocks. Each fault is lifted by the test that raised it.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { JOB_SCHEMA } from '../src/jobs/enqueue.ts';

export interface Fault {
  lift(): Promise<void>;
}

let faults = 0;

async function raiseFault(db: Database, table: string, trigger: (name: string) => string): Promise<Fault> {
  faults += 1;
  const name = `test_fault_${process.pid}_${faults}`;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'test fault ${name}'; end $$`,
    ),
  );
  await db.execute(sql.raw(trigger(name)));
  return {
    async lift() {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    },
  };
}

/**
 * Until lifted, a transaction that inserts or updates a row of `table` matching `condition` (SQL
 * over `new`) fails when it commits: a deferred constraint trigger runs after every statement of
 * the transaction, so whatever the write queued was already queued, and is rolled back with it.
 */
export function refuseCommits(db: Database, table: string, condition: string): Promise<Fault> {
  return raiseFault(
    db,
    table,
    (name) =>
      `create constraint trigger ${name} after insert or update on ${table}
       deferrable initially deferred for each row when (${condition}) execute function ${name}()`,
  );
}

/** Until lifted, queueing a job named `jobName` fails (as a full disk or a lost connection would). */
export function refuseJobs(db: Database, jobName: string): Promise<Fault> {
  const table = `${JOB_SCHEMA}.job`;
  if (!/^[a-z][a-z0-9-]*$/.test(jobName)) throw new Error(`not a job name: ${jobName}`);
  return raiseFault(
    db,
    table,
    (name) =>
      `create trigger ${name} after insert on ${table}
       for each row when (new.name = '${jobName}') execute function ${name}()`,
  );
}
