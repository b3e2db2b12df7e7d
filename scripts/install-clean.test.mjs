// `npm install` on the Node the README promises prints no EBADENGINE warning and no unreviewed
// install script, read from the committed lockfile (what a fresh clone installs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lockfile = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const lockedPackages = Object.entries(lockfile.packages).filter(([location]) => location !== '');

/** `node_modules/a/node_modules/@scope/b` → `@scope/b`. */
function packageName(location) {
  return location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

describe('a clean npm install', () => {
  it('installs only packages that support the oldest Node the project promises', () => {
    const oldestNode = semver.minVersion(manifest.engines.node);
    expect(oldestNode?.version).toBe('20.19.0');
    const unsupported = lockedPackages
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(oldestNode, entry.engines.node))
      .map(
        ([location, entry]) => `${packageName(location)}@${entry.version} wants node ${entry.engines.node}`,
      );
    expect(unsupported).toEqual([]);
  });

  it('has every install script reviewed in allowScripts', () => {
    const allowed = manifest.allowScripts ?? {};
    const unreviewed = lockedPackages
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([location, entry]) => ({ name: packageName(location), version: entry.version }))
      .filter(
        ({ name, version }) => allowed[name] === undefined && allowed[`${name}@${version}`] === undefined,
      )
      .map(({ name, version }) => `${name}@${version}`);
    expect(unreviewed).toEqual([]);
  });
});
