// Import boundaries of the server (docs/architecture.md "Layers"), checked by `npm test` through
// `node scripts/import-boundaries.mjs apps/server`. Layers, top to bottom:
//   composition  app.ts, main.ts, db/seed/, the job registry and schedules: wire everything together
//   routes       *.routes.ts: parse, authorize through a service, call one service, present
//   modules      modules/<domain>/ services, policies, presenters (a module may use a lower one,
//                never in a loop: scripts/import-boundaries.mjs also refuses cycles between modules)
//   infra        access/ (actor, sessions), http/, jobs/, realtime/, adapters/, lib/
//   db           db/ (schema, client, migrations helpers)
// Tests (*.test.ts) may import anything they test. Two checks dependency-cruiser cannot express
// run in the same step (scripts/import-boundaries.mjs): no cycle between module folders (composition
// files excepted), and no relative import climbing two folders or more (`#server/*` instead).

/** Files that wire the app together: they may import any layer. */
const composition = [
  '^src/(app|main)\\.ts$',
  '^src/db/seed/',
  '^src/jobs/(job-registry|scheduled-jobs|register-jobs|jobs-cli)\\.ts$',
].join('|');
const tests = '\\.test\\.ts$';
const infrastructure = '^src/(access|adapters|http|jobs|lib|realtime)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a loop (type-only imports included).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-only-from-composition',
      severity: 'error',
      comment:
        'Route files are registered by app.ts (or by a route file of their own folder); a module never ' +
        "reaches into another module's routes, a service never into routes.",
      from: { path: '^(src/.+)/[^/]+$', pathNot: [composition, tests].join('|') },
      to: { path: '\\.routes\\.ts$', pathNot: '^$1/[^/]+\\.routes\\.ts$' },
    },
    {
      name: 'routes-above-services',
      severity: 'error',
      comment: 'Only route files (and composition) import route files of their own folder.',
      from: { pathNot: [composition, tests, '\\.routes\\.ts$', '^src/realtime/realtime\\.ts$'].join('|') },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment:
        'access/, http/, jobs/, realtime/, adapters/ and lib/ serve the modules and never import them; ' +
        'a domain job lives in its module and is listed in jobs/job-registry.ts.',
      from: { path: infrastructure, pathNot: [composition, tests, '\\.routes\\.ts$'].join('|') },
      to: { path: '^src/modules/' },
    },
    {
      name: 'db-at-the-bottom',
      severity: 'error',
      comment: 'The database layer (schema, client, statements) imports nothing above it.',
      from: { path: '^src/db/', pathNot: [composition, tests].join('|') },
      to: { path: '^src/(access|http|jobs|realtime|modules|app\\.ts|main\\.ts)' },
    },
    {
      name: 'services-below-http',
      severity: 'error',
      comment:
        'Services, policies and presenters take plain values (db, actor, input): the request and ' +
        'reply stay in routes and http/.',
      from: { path: '^src/modules/.+\\.(service|policy|presenter)\\.ts$' },
      to: {
        path: '^src/http/(actor|authentication|session|csrf|multipart|types)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // The server runs .ts files as they are (tsx); imports name the .ts file.
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js'] },
    combinedDependencies: false,
  },
};
