// `npm start` builds the client as production code whatever NODE_ENV the shell exports, quietly,
// and only when its sources changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientBuildEnvironment, ensureClientBuilt } from './start.mjs';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-start-build-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** Text of every JavaScript file of a build. */
function builtJavaScript(dir) {
  const assets = path.join(dir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

describe('npm start client build', () => {
  it('builds for production even when NODE_ENV says development', () => {
    expect(clientBuildEnvironment({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({
      NODE_ENV: 'production',
      PATH: '/bin',
    });
  });

  it('serves a production bundle built with NODE_ENV=development, and skips an unchanged rebuild', () => {
    const said = [];
    const env = { ...process.env, NODE_ENV: 'development' };
    expect(ensureClientBuilt({ outDir, env, log: (line) => said.push(line) })).toBe(true);

    expect(fs.existsSync(path.join(outDir, 'index.html'))).toBe(true);
    const code = builtJavaScript(outDir);
    // React's development runtime (and with it StrictMode's double mounts) is not in the bundle.
    expect(code).not.toContain('runWithFiberInDEV');
    expect(code).not.toContain('jsxDEV');
    // One line before and one after; no per-file listing.
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(/^Built the web client in \d+\.\d s\.$/);

    expect(ensureClientBuilt({ outDir, env, log: (line) => said.push(line) })).toBe(false);
    expect(said).toHaveLength(2);
  }, 180_000);
});
