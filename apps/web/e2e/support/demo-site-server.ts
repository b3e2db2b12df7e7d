// A second server for journeys of the demo site (DEMO_MODE=true): started by the spec that needs
// it, on a free port and a data folder of its own, serving the same built client as the main
// end-to-end server (playwright.config.ts). Stopped when the spec's worker is done.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const START_TIMEOUT_MS = 120_000;

export interface DemoSiteServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the operating system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo site server exited: ${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo site server did not start in time: ${output()}`);
}

export async function startDemoSiteServer(): Promise<DemoSiteServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-e2e-demo-'));
  let stderr = '';
  // Node itself, not `npx tsx`: a SIGTERM to npx did not reach the server, which then ran on (a
  // second busy server, its data folder deleted) for the rest of the suite.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      // The demo site has no accounts of its own to show; visitors get sandboxes.
      SEED: 'false',
      DEMO_ACCOUNT_LIMIT_PER_HOUR: '100',
      REQUEST_LOG: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(baseURL, child, () => stderr);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
