// The preamble of most server test files, written once: one app on a fresh database for the whole
// file (closed after its last test), and, for company tests, companies with a signed-in member per
// role. Called at the top level of a test file with `await`, so the file's tests use plain consts:
//
//   const { ctx, companies: [company, other] } = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
import { afterAll } from 'vitest';
import { createTestCompany, type TestCompany } from './tenancy-factories.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** The app every test of this file shares; closed once the file's tests are done. */
export async function appForThisFile(options: TestAppOptions = {}): Promise<TestApp> {
  const ctx = await createTestApp(options);
  afterAll(() => ctx.close());
  return ctx;
}

/** The app and one company per name, each with a member per role (in the order named). */
export async function companyAppForThisFile<const Names extends readonly [string, ...string[]]>(
  ...names: Names
): Promise<{ ctx: TestApp; companies: { [K in keyof Names]: TestCompany } }> {
  const ctx = await appForThisFile();
  const companies: TestCompany[] = [];
  for (const name of names) companies.push(await createTestCompany(ctx, name));
  return { ctx, companies: companies as { [K in keyof Names]: TestCompany } };
}
