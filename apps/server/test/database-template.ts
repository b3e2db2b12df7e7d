// One migrated template database per test run, cloned for every test file: PGlite via a dumped data
// folder, PostgreSQL via CREATE DATABASE … TEMPLATE. Both are much faster than migrating per file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { wrapPglite, wrapPostgres } from '../src/db/client.ts';
import { migratePgliteClient, migratePostgres } from '../src/db/migrate.ts';
import { installJobQueues } from '../src/jobs/register-jobs.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export function postgresAdminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DATABASE=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return url;
}

export function databaseUrlFor(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TemplateInfo {
  kind: TestDatabaseKind;
  /** PGlite: path of the dumped data folder. PostgreSQL: name of the template database. */
  location: string;
  runId: string;
}

export async function createTemplate(): Promise<TemplateInfo> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  if (testDatabaseKind() === 'pglite') {
    const client = await PGlite.create();
    await migratePgliteClient(client);
    // The job queue's schema and queues too, so each test file's app starts without creating them.
    await installJobQueues(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const location = path.join(os.tmpdir(), `hireloop-test-template-${runId}.tar`);
    fs.writeFileSync(location, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', location, runId };
  }
  const templateName = `hireloop_tpl_${runId}`;
  await withAdminClient((client) => client.query(`create database "${templateName}"`));
  const templateUrl = databaseUrlFor(postgresAdminUrl(), templateName);
  await migratePostgres(templateUrl);
  const template = wrapPostgres(new pg.Pool({ connectionString: templateUrl, max: 2 }), templateUrl);
  await installJobQueues(template);
  await template.close();
  return { kind: 'postgres', location: templateName, runId };
}

export async function dropTemplate(template: TemplateInfo): Promise<void> {
  if (template.kind === 'pglite') {
    fs.rmSync(template.location, { force: true });
    return;
  }
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`hireloop_%${template.runId}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
