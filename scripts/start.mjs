#!/usr/bin/env node
// `npm start`: build the web client when its sources changed since the last build, then run the
// server (which migrates and seeds the database and serves API + client on one port).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(webDir, 'dist');

/** A hash of every input of the client build, so an unchanged client is not rebuilt. */
function clientSourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'build'),
    path.join(webDir, 'package.json'),
    path.join(root, 'packages/shared/src'),
    path.join(root, 'package-lock.json'),
  ];
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry).sort()) visit(path.join(entry, name));
    } else {
      hash.update(path.relative(root, entry));
      hash.update(fs.readFileSync(entry));
    }
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

/**
 * The environment of the client build: always a production build, whatever NODE_ENV the shell
 * exports (Vite builds for development when NODE_ENV=development: unminified, with the source
 * position of every element; NODE_ENV=development is also the server's documented default).
 */
export function clientBuildEnvironment(env = process.env) {
  return { ...env, NODE_ENV: 'production' };
}

/**
 * Builds the client into `outDir` unless the sources are unchanged since the last build there.
 * Vite's per-file listing (~235 lines) is left out: only warnings, errors and one summary line.
 * Returns whether it built.
 */
export function ensureClientBuilt({ outDir = distDir, env = process.env, log = console.info } = {}) {
  const stamp = path.join(outDir, '.source-hash');
  const sourceHash = clientSourceHash();
  const builtHash = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (builtHash === sourceHash && fs.existsSync(path.join(outDir, 'index.html'))) return false;
  log('Building the web client (production build)…');
  const started = Date.now();
  const viteArgs = ['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--', ...viteArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: clientBuildEnvironment(env),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    // The build failed: show everything it said.
    process.stdout.write(result.stdout ?? '');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, sourceHash);
  log(`Built the web client in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureClientBuilt();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data') },
  });
  // The server shuts down gracefully on these; pass them on and exit with its code.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
