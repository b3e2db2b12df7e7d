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
const stampPath = path.join(distDir, '.source-hash');

/** A hash of every input of the client build, so an unchanged client is not rebuilt. */
function clientSourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
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

export function ensureClientBuilt() {
  const sourceHash = clientSourceHash();
  const builtHash = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8') : '';
  if (builtHash === sourceHash && fs.existsSync(path.join(distDir, 'index.html'))) return;
  console.info('Building the web client…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampPath, sourceHash);
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
