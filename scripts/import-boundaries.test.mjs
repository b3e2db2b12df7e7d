// The server's import boundary check, run on small trees written for the test: it passes on a
// layered tree and fails, naming each rule, on one that breaks them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports } from './import-boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverConfig = path.join(root, 'apps/server/.dependency-cruiser.cjs');
const options = { config: serverConfig, modules: '^src/modules/([^/]+)/', maxClimb: 1, paths: ['src'] };
const trees = [];
/** Each check starts dependency-cruiser in a child process: seconds on a busy machine. */
const CRUISE_TIMEOUT_MS = 60_000;

/** Writes `files` (path → imported paths) as .ts files that import each other. */
function tree(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
  trees.push(dir);
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map(
      (specifier, i) => `import * as m${i} from '${specifier}';\nexport const use${i} = m${i};`,
    );
    fs.writeFileSync(full, `${lines.join('\n')}\nexport const name = '${file}';\n`);
  }
  return dir;
}

afterAll(() => {
  for (const dir of trees) fs.rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries (server)', () => {
  it(
    'passes routes → services → db with composition on top',
    () => {
      const dir = tree({
        'src/app.ts': ['./modules/jobs/jobs.routes.ts', './http/errors.ts'],
        'src/modules/jobs/jobs.routes.ts': [
          './jobs.service.ts',
          './jobs.presenter.ts',
          '../../http/types.ts',
        ],
        'src/modules/jobs/jobs.service.ts': [
          './jobs.policy.ts',
          '../../db/schema.ts',
          '../people/people.service.ts',
        ],
        'src/modules/jobs/jobs.policy.ts': [],
        'src/modules/jobs/jobs.presenter.ts': [],
        'src/modules/people/people.service.ts': ['../../db/schema.ts'],
        'src/http/errors.ts': ['../lib/errors.ts'],
        'src/http/types.ts': [],
        'src/lib/errors.ts': [],
        'src/db/schema.ts': [],
      });
      expect(checkImports(dir, { ...options, maxClimb: 2 }).lines).toEqual([]);
    },
    CRUISE_TIMEOUT_MS,
  );

  it(
    'fails on each broken rule, naming it',
    () => {
      const dir = tree({
        'src/app.ts': ['./modules/jobs/jobs.routes.ts'],
        'src/modules/jobs/jobs.routes.ts': ['./jobs.service.ts'],
        // a module cycle (jobs ↔ people) without a file cycle, and a service reaching into routes
        'src/modules/jobs/jobs.service.ts': ['../people/people.service.ts', '../../http/session.ts'],
        'src/modules/jobs/jobs.policy.ts': [],
        'src/modules/people/people.service.ts': ['../jobs/jobs.policy.ts', '../jobs/jobs.routes.ts'],
        // infrastructure importing a module, the database importing infrastructure
        'src/http/session.ts': ['../modules/people/people.service.ts'],
        'src/db/schema.ts': ['../http/session.ts'],
        // two files importing each other
        'src/lib/a.ts': ['./b.ts'],
        'src/lib/b.ts': ['./a.ts'],
      });
      const { lines } = checkImports(dir, options);
      const rules = new Set(lines.map((line) => line.split(':')[0]));
      expect([...rules].sort()).toEqual([
        'db-at-the-bottom',
        'infrastructure-below-modules',
        'no-circular',
        'no-deep-relative-climbs',
        'no-module-cycles',
        'routes-above-services',
        'routes-only-from-composition',
        'services-below-http',
      ]);
      expect(lines).toContain(
        'routes-only-from-composition: src/modules/people/people.service.ts → src/modules/jobs/jobs.routes.ts',
      );
      expect(lines.find((line) => line.startsWith('no-module-cycles'))).toMatch(
        /^no-module-cycles: jobs ↔ people/,
      );
    },
    CRUISE_TIMEOUT_MS,
  );
});
