#!/usr/bin/env node
// Runs dependency-cruiser over one app with that app's rules:
//   node scripts/import-boundaries.mjs apps/server [--config FILE] [paths…]
// Exits 1 (and prints each violation) when an import breaks a rule.
//
// dependency-cruiser reads TypeScript through the `typescript` package's compiler API, which
// TypeScript 7 (our `tsc`) no longer has; it accepts 2.x–6.x only. The server's dev dependencies
// carry TypeScript 5 as `typescript-5`, and this hook hands it to dependency-cruiser (and to
// nothing else) when it asks for `typescript`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function checkImports(
  appDir,
  { config = '.dependency-cruiser.cjs', paths = ['src'], cwd = root } = {},
) {
  const appPath = path.resolve(cwd, appDir);
  const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const hook = path.join(root, 'scripts/typescript-for-dependency-cruiser.mjs');
  return spawnSync(
    process.execPath,
    ['--import', hook, depcruise, '--config', config, '--output-type', 'err', ...paths],
    { cwd: appPath, encoding: 'utf8' },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [appDir, ...rest] = process.argv.slice(2);
  if (!appDir) {
    console.error('usage: node scripts/import-boundaries.mjs APP_DIR [--config FILE] [paths…]');
    process.exit(2);
  }
  const configAt = rest.indexOf('--config');
  const config = configAt >= 0 ? rest.splice(configAt, 2)[1] : undefined;
  const result = checkImports(appDir, { config, paths: rest.length ? rest : undefined });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  process.exit(result.status ?? 1);
}
