#!/usr/bin/env node
// Import boundaries of one app: dependency-cruiser with the app's rules (APP/.dependency-cruiser.cjs),
// plus two checks its rules cannot express:
//   --modules REGEX   no cycle between the folders the first group names (e.g. modules/<domain>/),
//                     counting imports of non-test files only
//   --max-climb N     no relative import climbs more than N folders (`../../` is 2): use the alias
//   node scripts/import-boundaries.mjs apps/server --modules '^src/modules/([^/]+)/' --max-climb 1 src test
// Prints each violation and exits 1 when there is one.
//
// dependency-cruiser reads TypeScript through the `typescript` package's compiler API, which
// TypeScript 7 (our `tsc`) no longer has (it accepts 2.x–6.x). The server's dev dependencies carry
// TypeScript 5 as `typescript-5`, and typescript-for-dependency-cruiser.mjs hands it to
// dependency-cruiser, and to nothing else, when it asks for `typescript` (docs/decisions/052).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs dependency-cruiser in `appDir`; returns its JSON result. */
function cruise(appDir, config, paths) {
  const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const hook = path.join(root, 'scripts/typescript-for-dependency-cruiser.mjs');
  const result = spawnSync(
    process.execPath,
    ['--import', hook, depcruise, '--config', config, '--output-type', 'json', ...paths],
    { cwd: appDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(`dependency-cruiser failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Cycles between folders: strongly connected groups of the folder graph, each with its imports. */
export function folderCycles(modules, folderPattern) {
  const folderOf = (source) => new RegExp(folderPattern).exec(source)?.[1];
  /** @type {Map<string, Map<string, string[]>>} */
  const edges = new Map();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from || /\.test\.[cm]?[jt]sx?$/.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const imports = edges.get(from).get(to) ?? [];
      imports.push(`${module.source} → ${dependency.resolved}`);
      edges.get(from).set(to, imports);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (folder) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const to of edges.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder), index.get(to)));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return groups.map((group) => ({
    folders: group,
    imports: group.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).flatMap(([, imports]) => imports),
    ),
  }));
}

/** Relative imports that climb more than `maxClimb` folders. */
export function deepClimbs(modules, maxClimb) {
  const found = [];
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      const climbs = /^(?:\.\.\/)+/.exec(dependency.module)?.[0].length / 3 || 0;
      if (climbs > maxClimb) found.push(`${module.source} imports '${dependency.module}'`);
    }
  }
  return found;
}

/** Every violation of the app's boundaries, as printable lines. */
export function checkImports(
  appDir,
  { config = '.dependency-cruiser.cjs', paths = ['src'], modules, maxClimb } = {},
) {
  const result = cruise(path.resolve(root, appDir), config, paths);
  const ownModules = result.modules.filter((module) => !module.source.includes('node_modules/'));
  const lines = result.summary.violations.map((violation) => {
    const via = violation.cycle?.length ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
    return `${violation.rule.name}: ${violation.from} → ${via}`;
  });
  if (modules) {
    for (const cycle of folderCycles(ownModules, modules)) {
      lines.push(`no-module-cycles: ${cycle.folders.join(' ↔ ')}\n    ${cycle.imports.join('\n    ')}`);
    }
  }
  if (maxClimb !== undefined) {
    for (const climb of deepClimbs(ownModules, maxClimb)) lines.push(`no-deep-relative-climbs: ${climb}`);
  }
  return { lines, cruised: ownModules.length };
}

function parseArguments(argv) {
  const [appDir, ...rest] = argv;
  const options = { paths: [] };
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--config') options.config = rest[++i];
    else if (rest[i] === '--modules') options.modules = rest[++i];
    else if (rest[i] === '--max-climb') options.maxClimb = Number(rest[++i]);
    else options.paths.push(rest[i]);
  }
  if (!options.paths.length) delete options.paths;
  return { appDir, options };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { appDir, options } = parseArguments(process.argv.slice(2));
  if (!appDir) {
    console.error(
      'usage: node scripts/import-boundaries.mjs APP_DIR [--modules REGEX] [--max-climb N] [paths…]',
    );
    process.exit(2);
  }
  const { lines, cruised } = checkImports(appDir, options);
  for (const line of lines) console.error(`  ✖ ${line}`);
  console.info(
    lines.length
      ? `${lines.length} import boundary violation(s) in ${appDir}.`
      : `No import boundary violations in ${appDir} (${cruised} files).`,
  );
  process.exit(lines.length ? 1 : 0);
}
