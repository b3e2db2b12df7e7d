// The database handle: embedded PGlite (Postgres in WASM, data in DATA_DIR/db) when DATABASE_URL is
// unset, node-postgres when it is set. Both speak the same SQL through one Drizzle type.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteClient, migratePostgres } from './migrate.ts';
import { initializeDataDir } from './pglite-init.ts';
import { usePreparedStatements } from './pglite-statements.ts';
import { registerReadCoherence } from './read-coherence.ts';
import * as schema from './schema.ts';
import { listenForChanges, observePgliteWrites, observePostgresWrites } from './write-observers.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded client (PGlite only): the job queue runs its SQL through it. */
  pglite?: PGlite;
  /** The connection string (PostgreSQL only): the job queue opens a small pool of its own. */
  url?: string;
  /** Applies committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Connections of the app's pool (PGlite: its one embedded connection), for /metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export function wrapPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  usePreparedStatements(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  // One process owns the data folder, so this client sees every write (decision 040).
  observePgliteWrites(client as never, registerReadCoherence(db, true));
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePgliteClient(client),
    ping: async () => {
      await client.query('select 1');
    },
    // One embedded connection; queries queue inside PGlite, which does not tell how many wait.
    poolStats: () => ({ max: 1, total: 1, idle: 1, waiting: 0 }),
    close: async () => {
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

export function wrapPostgres(pool: pg.Pool, databaseUrl: string): DatabaseHandle {
  // An idle pooled connection can die (database restart, admin termination). Without a listener
  // node-postgres would crash the process; the pool replaces the connection on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  // Other instances may write too: their changes arrive by LISTEN (decision 040).
  const coherence = registerReadCoherence(db, false);
  observePostgresWrites(pool, coherence);
  const changes = listenForChanges(
    () => new pg.Client({ connectionString: databaseUrl }),
    coherence,
    (error) => console.error(`PostgreSQL change feed: ${error.message}`),
  );
  return {
    db,
    kind: 'postgres',
    url: databaseUrl,
    migrate: () => migratePostgres(databaseUrl),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: PostgreSQL's page cache inside the WebAssembly heap (PGLITE_SHARED_BUFFERS). */
  sharedBuffers?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const handle = wrapPostgres(pool, options.databaseUrl);
    await handle.ping();
    return handle;
  }
  const dbDir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    await initializeDataDir(dbDir);
    // A folder path mounts it through Emscripten's NODEFS: each write of PostgreSQL is a write(2)
    // into DATA_DIR/db before the query answers, and nothing is ever fsynced (decision 026).
    const client = await PGlite.create(dbDir, {
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? '32MB'}`],
    });
    return wrapPglite(client, releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. A lock file holding
 * the owner's pid refuses a second server; a lock left by a dead process is taken over.
 */
function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'db.lock');
  const tryCreate = () => {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const ownerPid = Number(fs.readFileSync(lockPath, 'utf8'));
    if (ownerPid && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${ownerPid}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
