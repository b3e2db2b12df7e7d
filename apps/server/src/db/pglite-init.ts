// Creates the embedded database's data folder (PGlite's initdb) in a short-lived child process.
// initdb runs a second WebAssembly PostgreSQL whose memory (~450 MB) PGlite never hands back; in
// its own process it is gone when that process exits, so a first start no longer carries it for
// its whole life (decision 025). A folder that already holds a database is left alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const INIT_SCRIPT = `
const [pgliteUrl, dataDir] = process.argv.slice(1);
import(pgliteUrl)
  .then(async ({ PGlite }) => {
    const client = await PGlite.create(dataDir);
    await client.close();
    // PGlite leaves handles open; the folder is written and closed, so end here.
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

export function isInitializedDataDir(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

export async function initializeDataDir(dataDir: string): Promise<void> {
  if (isInitializedDataDir(dataDir)) return;
  const pgliteUrl = import.meta.resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INIT_SCRIPT, pgliteUrl, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && isInitializedDataDir(dataDir)) return resolve();
      reject(
        new Error(`Could not create the embedded database in ${dataDir}: ${errors.trim() || `exit ${code}`}`),
      );
    });
  });
}
