// Import boundaries of the web client (DESIGN.md §2, docs/decisions/060): `app → features →
// components, lib → packages/shared`. A feature never imports `app/` or another feature; the
// shared layers never import a feature or `app/`; no import cycles at all. `npm test` runs this
// (scripts/test.mjs, "import boundaries (web)"); scripts/import-boundaries.test.mjs shows it failing.
// Run it through scripts/import-boundaries.mjs, which hands dependency-cruiser TypeScript 5 to parse
// with (TypeScript 7 has no compiler API).

/** Everything under src/ except the layer named (a path regex for `pathNot`). */
const layer = (name) => `^src/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle ties every file in it together: split the shared part out instead.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-app',
      severity: 'error',
      comment:
        'app/ composes the features; a feature reaches session state and routes through lib/. ' +
        "A feature's test may compose it with the real route table, as app/ does.",
      from: { path: layer('features'), pathNot: '[.]test[.]tsx?$' },
      to: { path: layer('app') },
    },
    {
      name: 'feature-imports-another-feature',
      severity: 'error',
      comment: 'Features are independent: move what two features need to components/, lib/ or shared.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-layer-imports-feature-or-app',
      severity: 'error',
      comment: 'components/ and lib/ sit below the features and app/: they import neither.',
      from: { path: '^src/(components|lib)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'not-to-test-code',
      severity: 'error',
      comment: 'Test helpers (src/test/, *.test.*) stay out of the shipped code.',
      from: { pathNot: '(^src/test/|[.]test[.]tsx?$)' },
      to: { path: '(^src/test/|[.]test[.]tsx?$)' },
    },
  ],
  options: {
    // Type-only imports count: a type from another feature ties the two as much as a value does.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    includeOnly: '^src/',
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
