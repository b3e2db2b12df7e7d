// The embedded database as main.ts opens it: a fresh data folder is created by a separate process
// (initdb's memory never joins the server's), and PostgreSQL runs with the configured page cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { executeRows } from './execute.ts';

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('openDatabase (embedded)', () => {
  it('creates a fresh folder outside the process and opens it with the configured page cache', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-open-'));
    try {
      const before = process.memoryUsage().external;
      const handle = await openDatabase({ dataDir, sharedBuffers: '24MB' });
      const grown = (process.memoryUsage().external - before) / 1024 / 1024;
      try {
        expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
        const [row] = await executeRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
        expect(row?.shared_buffers).toBe('24MB');
        // PGlite's own heap (~130 MB here); initdb's (~450 MB more) stayed in its process.
        expect(grown).toBeLessThan(300);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
