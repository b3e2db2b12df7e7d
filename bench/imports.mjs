#!/usr/bin/env node
// A bulk import of 100,000 talent-pool contacts with the app's own code: read the CSV (csv-parse)
// and check every row (what POST /api/user-imports does), then run the import job's work
// (batches of 2,000 rows, one transaction each). Prints both times and rows per second.
//   node --import tsx bench/imports.mjs              (embedded PGlite in a temporary folder)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_imports node --import tsx bench/imports.mjs
//   BENCH_IMPORT_ROWS=20000 to import fewer rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createLocalFileStorage } from '../apps/server/src/adapters/storage/file-storage.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migratePgliteClient, migratePostgres } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { createCompany } from '../apps/server/src/modules/companies/companies.service.ts';
import { runImport } from '../apps/server/src/modules/imports/import-run.ts';
import { createImport } from '../apps/server/src/modules/imports/imports.service.ts';
import { machineLoad, recreatePostgresDatabase } from './support.mjs';

const total = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-imports-'));
if (databaseUrl) {
  await recreatePostgresDatabase(databaseUrl);
  await migratePostgres(databaseUrl);
}
const database = await openDatabase({ databaseUrl, dataDir });
if (database.pglite) await migratePgliteClient(database.pglite);
const db = database.db;
const storage = createLocalFileStorage(path.join(dataDir, 'files'));

const [owner] = await db
  .insert(users)
  .values({ firstName: 'Bench', lastName: 'Owner', email: 'bench@example.com', passwordHash: 'x' })
  .returning();
const companyId = await createCompany(db, owner.id, { name: 'Bench Bakery' });
const company = { id: companyId, role: 'Company Admin', viaEnterprise: false };

// 1 % of rows are bad (an address without @), 1 % repeat an earlier address.
const lines = ['First name,Last name,Email,Phone,Notes'];
for (let i = 0; i < total; i += 1) {
  const email =
    i % 100 === 7
      ? `broken${i}.example.com`
      : i % 100 === 13
        ? `person${i - 1}@example.com`
        : `person${i}@example.com`;
  lines.push(`Person,${i},${email},+1503${String(i).padStart(7, '0')},Imported in the bench`);
}
const file = Buffer.from(lines.join('\n'));

let started = performance.now();
const created = await createImport(db, storage, company, owner.id, { data: file, filename: 'bench.csv' });
const uploadMs = performance.now() - started;

await db.execute(sql`update user_imports set status = 'queued' where id = ${created.id}`);
started = performance.now();
await runImport(db, storage, created.id);
const runMs = performance.now() - started;
const [result] = (
  await db.execute(
    sql`select created_count, error_count, existing_count from user_imports where id = ${created.id}`,
  )
).rows;

await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

console.info(
  `Bulk import on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (${machineLoad()})`,
);
console.info(`  ${total.toLocaleString('en-US')} rows (${(file.length / 1_048_576).toFixed(1)} MB CSV)`);
console.info(`  upload (read, check every row, store): ${(uploadMs / 1000).toFixed(1)} s`);
console.info(
  `  import job: ${(runMs / 1000).toFixed(1)} s, ${Math.round((total / runMs) * 1000).toLocaleString('en-US')} rows/s; created ${result.created_count}, failed ${result.error_count}, existing ${result.existing_count}`,
);
console.info(`  total: ${((uploadMs + runMs) / 1000).toFixed(1)} s`);
process.exit(0);
