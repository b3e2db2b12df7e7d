#!/usr/bin/env node
// Fills a database with the large dataset the hiring benchmarks run on: 1,000 companies with 100
// opportunities each (100,000, 5 pipeline steps each), 100,000 candidates with profiles, and
// 1,000,000 applications (10 per candidate). Rows are generated inside the database with
// generate_series in batches, so the script prints progress and finishes in minutes.
//
//   node --import tsx bench/seed-large.mjs                       embedded PGlite in BENCH_DATA_DIR
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hireloop_bench node --import tsx bench/seed-large.mjs
//
// Sign in as bench-admin-1@bench.example (a Company Admin) or bench-candidate-1@bench.example,
// password `hireloop-bench`. The data folder / database is wiped first.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { recreatePostgresDatabase } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_PASSWORD = 'hireloop-bench';
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1_000);
const OPPORTUNITIES_PER_COMPANY = 100;
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const APPLICATIONS_PER_CANDIDATE = 10;
const BATCH = 10_000;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.data-bench');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (databaseUrl) {
  await recreatePostgresDatabase(databaseUrl);
} else {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
}
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
const { db } = database;
console.info(`database ready (${database.kind}) after ${elapsed()}`);

const passwordHash = await hashPassword(BENCH_PASSWORD);
const run = (query) => db.execute(query);

/** Runs `insertRange(from, to)` over 1..total in batches, printing progress. */
async function inBatches(title, total, insertRange) {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await insertRange(from, to);
    process.stdout.write(
      `\r${title}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${elapsed()})`,
    );
  }
  process.stdout.write('\n');
}

// Words that make titles and descriptions varied enough for ranking to mean something.
const roles = [
  'Barista',
  'Line Cook',
  'Store Manager',
  'Cashier',
  'Software Engineer',
  'Data Analyst',
  'Nurse',
  'Warehouse Associate',
  'Delivery Driver',
  'Sales Associate',
  'Accountant',
  'Pastry Chef',
  'Customer Support Specialist',
  'Product Designer',
  'Marketing Coordinator',
  'Electrician',
  'Dental Assistant',
  'Teacher',
  'Forklift Operator',
  'Recruiter',
];
const cities = [
  'Portland, OR',
  'Austin, TX',
  'Denver, CO',
  'Chicago, IL',
  'Seattle, WA',
  'Boston, MA',
  'Miami, FL',
  'Phoenix, AZ',
];
const skills = [
  'customer service',
  'espresso',
  'inventory',
  'scheduling',
  'typescript',
  'sql',
  'forklift',
  'excel',
  'leadership',
  'baking',
];
const pgArray = (values) => sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`);

await inBatches('company admins', COMPANIES, (from, to) =>
  run(sql`insert into users (first_name, last_name, email, email_verified_at, password_hash)
    select 'Admin', 'Number ' || i, 'bench-admin-' || i || '@bench.example', now(), ${passwordHash}
    from generate_series(${from}::int, ${to}::int) as i`),
);
await run(sql`insert into companies (name, city, region, country)
  select 'Bench Company ' || i, 'Portland', 'OR', 'US' from generate_series(1, ${COMPANIES}::int) as i`);
await run(
  sql`insert into billable_entities (company_id, trial_ends_at) select id, now() + interval '14 days' from companies`,
);
await run(sql`insert into company_memberships (company_id, user_id, role)
  select c.id, c.id, 'Company Admin' from companies c`); // a fresh database numbers both from 1
await run(
  sql`update users u set active_company_id = m.company_id from company_memberships m where m.user_id = u.id`,
);
console.info(`companies: ${COMPANIES} (${elapsed()})`);

const totalOpportunities = COMPANIES * OPPORTUNITIES_PER_COMPANY;
await inBatches('opportunities', totalOpportunities, (from, to) =>
  run(sql`insert into opportunities (company_id, title, description, description_text, location, remote,
      employment_type, pay_min, pay_max, pay_period, openings, status, published_at)
    select ((i - 1) / ${OPPORTUNITIES_PER_COMPANY}) + 1,
      (${pgArray(roles)})[1 + (i % ${roles.length})] || ' ' || (array['I','II','Lead','Senior','Junior'])[1 + (i % 5)],
      '<p>Join our team. ' || (${pgArray(skills)})[1 + (i % ${skills.length})] || ' experience welcome.</p>',
      'Join our team as we grow across ' || (${pgArray(cities)})[1 + (i % ${cities.length})] ||
        '. Daily work includes ' || (${pgArray(skills)})[1 + (i % ${skills.length})] || ' and ' ||
        (${pgArray(skills)})[1 + ((i / 7) % ${skills.length})] || '. Opening number ' || i || '.',
      (${pgArray(cities)})[1 + (i % ${cities.length})], i % 6 = 0,
      (array['full_time','part_time','contract','temporary','internship'])[1 + (i % 5)],
      15 + (i % 20), 25 + (i % 30), 'hour', 1 + (i % 3),
      case when i % 10 = 9 then 'closed' when i % 10 = 8 then 'draft' else 'published' end,
      case when i % 10 < 8 then now() - ((i % 90) || ' days')::interval end
    from generate_series(${from}::int, ${to}::int) as i`),
);
await inBatches('pipeline steps (5 per opportunity)', totalOpportunities, (from, to) =>
  run(sql`insert into pipeline_steps (opportunity_id, name, position)
    select o, (array['Applied','Phone Screen','Interview','Offer','Hired'])[p + 1], p
    from generate_series(${from}::int, ${to}::int) as o, generate_series(0, 4) as p`),
);

await inBatches('candidates', CANDIDATES, (from, to) =>
  run(sql`insert into users (first_name, last_name, email, email_verified_at, password_hash)
    select (array['Ava','Noah','Mia','Liam','Zoe','Ethan','Ivy','Omar','Lena','Kai'])[1 + (i % 10)],
      'Candidate ' || i, 'bench-candidate-' || i || '@bench.example', now(), ${passwordHash}
    from generate_series(${from}::int, ${to}::int) as i`),
);
// Candidate user ids follow the admins' in a fresh database.
await inBatches('candidate profiles', CANDIDATES, (from, to) =>
  run(sql`insert into candidate_profiles (user_id, headline, location, desired_roles, skills, resume_text,
      search_vector, onboarding_completed_at)
    select u.id, (${pgArray(roles)})[1 + (i % ${roles.length})],
      (${pgArray(cities)})[1 + (i % ${cities.length})],
      jsonb_build_array((${pgArray(roles)})[1 + (i % ${roles.length})]),
      jsonb_build_array((${pgArray(skills)})[1 + (i % ${skills.length})], (${pgArray(skills)})[1 + ((i / 3) % ${skills.length})]),
      'Experienced in ' || (${pgArray(skills)})[1 + (i % ${skills.length})] || ' and teamwork.',
      setweight(to_tsvector('english', u.first_name || ' ' || u.last_name), 'A') ||
        setweight(to_tsvector('english', (${pgArray(skills)})[1 + (i % ${skills.length})]), 'B'),
      now()
    from generate_series(${from}::int, ${to}::int) as i
    join users u on u.id = i + ${COMPANIES}`),
);

// Candidate i applies to 10 distinct opportunities: (i * 7919 + k * 4729) mod N never repeats for k < 10.
await inBatches('applications (10 per candidate)', CANDIDATES, (from, to) =>
  run(sql`insert into applications (opportunity_id, company_id, candidate_user_id, status, current_step_id,
      submitted_at, last_activity_at, created_at)
    select o.id, o.company_id, c + ${COMPANIES},
      case when (c + k) % 12 = 0 then 'disqualified' when (c + k) % 25 = 0 then 'withdrawn' else 'active' end,
      s.id, now() - (((c + k) % 60) || ' days')::interval, now() - (((c + k) % 30) || ' hours')::interval,
      now() - (((c + k) % 60) || ' days')::interval
    from generate_series(${from}::int, ${to}::int) as c
    cross join generate_series(0, ${APPLICATIONS_PER_CANDIDATE - 1}) as k
    join opportunities o on o.id = 1 + ((c::bigint * 7919 + k * 4729) % ${totalOpportunities})
    join pipeline_steps s on s.opportunity_id = o.id and s.position = (c + k) % 4`),
);

await run(sql`analyze`);
const [{ count }] = (await run(sql`select count(*)::int as count from applications`)).rows;
console.info(`done: ${count.toLocaleString('en-US')} applications in ${elapsed()}`);
await database.close();
