#!/usr/bin/env node
// `npm test`: every check the project has, in order, failing fast. Server tests run on the embedded
// database and, when DATABASE_URL is set, again on that PostgreSQL. Ends with one totals line.
// A test that failed and then passed on Playwright's retry is flaky: listed apart, and it fails the
// run (counted as failed), so a timing bug cannot hide behind the retry.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightTestsWithStatus } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Titles of the tests that passed only on a retry. */
const flaky = [];
const started = Date.now();

function run(title, command, args, env = {}) {
  console.info(`\n━━ ${title} ━━`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.info(
    `━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function countVitest(reportPath) {
  if (!fs.existsSync(reportPath)) return;
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** Counts a Playwright run; returns false when a test was flaky (the run must fail). */
function countPlaywright(reportPath) {
  if (!fs.existsSync(reportPath)) return true;
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  const { stats } = report;
  totals.passed += stats?.expected ?? 0;
  totals.failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  totals.skipped += stats?.skipped ?? 0;
  flaky.push(...playwrightTestsWithStatus(report, 'flaky'));
  return (stats?.flaky ?? 0) === 0;
}

function vitest(title, projects, reportName, env = {}) {
  const reportPath = path.join(reportDir, `${reportName}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`);
  const ok = run(title, 'npx', args, env);
  countVitest(reportPath);
  return ok;
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.info(`\nAll checks ${ok ? 'passed' : 'did not pass'} in ${minutes} min.`);
  if (flaky.length) {
    console.info(`flaky: ${flaky.length} failed first and passed on retry (counted as failed):`);
    for (const title of flaky) console.info(`  ${title}`);
  }
  console.info(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

const steps = [
  () => run('lint (biome)', 'npx', ['biome', 'check', '.']),
  () => run('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  () =>
    run('import boundaries (web)', 'node', ['scripts/import-boundaries.mjs', 'apps/web', '--max-climb', '1']),
  () =>
    run('import boundaries (server)', 'node', [
      'scripts/import-boundaries.mjs',
      'apps/server',
      '--modules',
      '^src/modules/([^/]+)/',
      '--max-climb',
      '1',
      'src',
      'test',
    ]),
  () => vitest('unit tests (shared, web, scripts)', ['shared', 'web', 'scripts'], 'unit'),
  () => vitest('server tests on embedded PGlite', ['server'], 'server-pglite', { TEST_DATABASE: 'pglite' }),
  () => {
    if (process.env.DATABASE_URL) {
      return vitest('server tests on PostgreSQL', ['server'], 'server-postgres', {
        TEST_DATABASE: 'postgres',
      });
    }
    console.info('\n━━ server tests on PostgreSQL: skipped (DATABASE_URL is not set)');
    return true;
  },
  // A production build, whatever NODE_ENV the shell exports (as `npm start` builds it).
  () =>
    run('build web client', 'npm', ['run', 'build', '--workspace', 'apps/web'], { NODE_ENV: 'production' }),
  () => {
    const reportPath = path.join(reportDir, 'e2e.json');
    const ok = run(
      'end-to-end (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath,
      },
    );
    return countPlaywright(reportPath) && ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
