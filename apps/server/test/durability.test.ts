// No write the server answered 2xx for is lost to `kill -9` (issue 15, decision 026): 20 writers
// against main.ts as a real process, SIGKILL in the middle, a restart on the same data, SIGKILL
// again at the end, then every acknowledged note is read back from the database directly. The
// outbox too (decision 036): invitations written during the trial queued their mail with their own
// transaction; once the queue runs again, each committed invitation's mail is delivered exactly
// once, and there is none for an invitation that did not commit. Runs on the embedded database in
// the PGlite pass and on PostgreSQL in the PostgreSQL pass (a database cloned from the run's
// template). bench/durability.mjs runs the same trial for longer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, postgresAdminUrl, withAdminClient } from './database-template.ts';
import { checkAcknowledged, killableServer, runDurabilityTrial } from './durability-trial.ts';
import { deliverAndCheckOutbox } from './outbox-durability.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-durability-'));
/** Long enough for a few hundred writes on each side of the kill, short enough for CI. */
const WRITING_MS = 4_000;

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A data folder (PGlite) or database (PostgreSQL) holding the migrated template, so start-up only seeds. */
async function prepareDatabase(): Promise<string> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(template.location)]);
    const client = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: dump });
    await client.close();
    return '';
  }
  const name = `hireloop_durability_${template.runId}`;
  await withAdminClient((client) =>
    client.query(`create database "${name}" template "${template.location}"`),
  );
  return databaseUrlFor(postgresAdminUrl(), name);
}

describe('no acknowledged write is lost to kill -9', () => {
  it(`keeps every note answered 201 across two SIGKILLs (${inject('databaseTemplate').kind})`, async () => {
    const databaseUrl = await prepareDatabase();
    const start = killableServer({
      cwd: repositoryRoot,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });

    const trial = await runDurabilityTrial({ start, writers: 20, durationMs: WRITING_MS });

    expect(trial.unexpected).toEqual([]);
    expect(trial.beforeKill).toBeGreaterThan(0);
    expect(trial.acknowledged.length).toBeGreaterThan(trial.beforeKill);
    const { missing } = await checkAcknowledged({ dataDir, databaseUrl, trial });
    expect(missing).toEqual([]);

    expect(trial.invited.length).toBeGreaterThan(0);
    const outbox = await deliverAndCheckOutbox({ dataDir, databaseUrl, trial });
    expect(outbox).toMatchObject({
      acknowledgedMissing: [],
      undelivered: [],
      duplicated: [],
      withoutWrite: [],
      notCompleted: 0,
    });
    // Invitations cut off by a kill may have committed without an answer: at least the answered ones.
    expect(outbox.committed).toBeGreaterThanOrEqual(trial.invited.length);
  }, 300_000);
});
