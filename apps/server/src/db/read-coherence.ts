// What every request reads first (its session, its actor, the signed-in user with their accounts)
// is cached per database handle and kept exact by a generation (decision 040). The handle's driver
// is watched: every statement that writes one of the tables those reads come from (or a table whose
// deletes cascade into them) moves the generation before it runs and again once it is committed, and
// a cached entry counts only while the generation it was read at is current. On PostgreSQL the
// committed change is also announced with NOTIFY and every instance LISTENs, so other instances move
// their generation too; while that listening connection is down nothing is cached there.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import * as schema from './schema.ts';

export interface ReadCoherence {
  /** Moves on every change a cached read could show; entries of an older generation are stale. */
  generation: number;
  /** False while changes made elsewhere could go unseen (PostgreSQL without its LISTEN connection). */
  enabled: boolean;
}

const coherences = new WeakMap<object, ReadCoherence>();

export function readCoherenceOf(db: object): ReadCoherence | undefined {
  return coherences.get(db);
}

/** True when the first reads of a request may come from the caches of this database handle. */
export function readsCacheable(db: object): boolean {
  return coherences.get(db)?.enabled === true;
}

export function registerReadCoherence(db: object, enabled: boolean): ReadCoherence {
  const coherence: ReadCoherence = { generation: 0, enabled };
  coherences.set(db, coherence);
  return coherence;
}

/** The tables behind the cached reads: sessions, users, their company and enterprise accounts. */
const READ_TABLES = [
  'sessions',
  'users',
  'companies',
  'company_memberships',
  'billable_entities',
  'enterprises',
  'enterprise_memberships',
  'enterprise_membership_groups',
  'enterprise_group_companies',
  'enterprise_groups',
];

/** READ_TABLES and, transitively, every table they reference: a delete there can cascade into them. */
function watchedTables(): Set<string> {
  const parents = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    parents.set(
      config.name,
      config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
    );
  }
  const watched = new Set<string>();
  const visit = (name: string) => {
    if (watched.has(name)) return;
    watched.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
  };
  for (const name of READ_TABLES) visit(name);
  return watched;
}

export const WATCHED_TABLES = watchedTables();

const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Sliding a session's expiry changes nothing another instance must see (session-store.ts). */
const SESSION_TOUCH =
  /^\s*update\s+"sessions"\s+set\s+"last_activity_at"\s*=\s*now\(\),\s*"expires_at"\s*=\s*\$1\s+where/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\b/i;

export type StatementKind = 'write' | 'end' | 'other';
const kinds = new Map<string, StatementKind>();

/** Whether a statement writes a watched table or ends a transaction (memoized per text). */
export function statementKind(text: string): StatementKind {
  let kind = kinds.get(text);
  if (kind) return kind;
  kind = TRANSACTION_END.test(text) ? 'end' : 'other';
  if (kind === 'other' && !SESSION_TOUCH.test(text)) {
    for (const match of text.matchAll(WRITE_TARGET)) {
      if (WATCHED_TABLES.has(match[1]!.toLowerCase())) {
        kind = 'write';
        break;
      }
    }
  }
  // Texts are few (Drizzle uses placeholders); raw SQL with inlined values must not grow this forever.
  if (kinds.size > 5_000) kinds.clear();
  kinds.set(text, kind);
  return kind;
}

export function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string')
    return query.text;
  return '';
}

/**
 * Caches of one kind (sessions, actors, signed-in users), one LRU per database handle. A value is
 * stored only when the generation did not move while it was read, and served only while that
 * generation is current; callers must not change what they get.
 */
export function coherentCache<Key extends {}, Value extends {}>(options: { max: number; ttlMs: number }) {
  const perDatabase = new WeakMap<object, LRUCache<Key, { generation: number; value: Value }>>();
  const entriesOf = (db: object) => {
    let entries = perDatabase.get(db);
    if (!entries) {
      entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
      perDatabase.set(db, entries);
    }
    return entries;
  };
  return {
    async read(db: object, key: Key, load: () => Promise<Value>): Promise<Value> {
      const coherence = coherences.get(db);
      if (!coherence?.enabled) return load();
      const entries = entriesOf(db);
      const hit = entries.get(key);
      if (hit && hit.generation === coherence.generation) return hit.value;
      const generation = coherence.generation;
      const value = await load();
      if (coherence.enabled && coherence.generation === generation) entries.set(key, { generation, value });
      return value;
    },
  };
}

/** PGlite: the only process on its data folder (decision 005), so what this client runs is everything. */
export function observePgliteWrites(
  client: {
    query: (...args: never[]) => Promise<unknown>;
    exec: (...args: never[]) => Promise<unknown>;
    transaction: (callback: (tx: never) => Promise<unknown>) => Promise<unknown>;
  },
  coherence: ReadCoherence,
): void {
  const changed = () => {
    coherence.generation += 1;
  };
  const observe =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const writes = statementKind(textOf(args[0])) === 'write';
      if (writes) changed();
      try {
        return await run(...args);
      } finally {
        if (writes) changed();
      }
    };
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const exec = client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const transaction = client.transaction.bind(client) as (
    callback: (tx: object) => Promise<unknown>,
  ) => Promise<unknown>;
  Object.assign(client, {
    query: observe(query),
    exec: observe(exec),
    transaction: (callback: (tx: object) => Promise<unknown>) => {
      let wrote = false;
      return transaction((tx) => {
        const txQuery = (tx as { query: (...args: unknown[]) => Promise<unknown> }).query;
        const observed = Object.create(tx, {
          query: {
            value: (...args: unknown[]) => {
              if (statementKind(textOf(args[0])) === 'write') {
                wrote = true;
                changed();
              }
              return txQuery(...args);
            },
          },
        });
        return callback(observed);
      }).finally(() => {
        if (wrote) changed();
      });
    },
  });
}

const CHANNEL = 'hireloop_read_changes';
const RECONNECT_MS = 1_000;

type PoolQuery = (...args: unknown[]) => unknown;

/**
 * PostgreSQL: statements through the pool (autocommit) and through clients checked out for a
 * transaction. A committed change moves this instance's generation and is announced to the others.
 */
export function observePostgresWrites(pool: pg.Pool, coherence: ReadCoherence): void {
  const poolQuery = pool.query.bind(pool) as PoolQuery;
  const announce = () => {
    coherence.generation += 1;
    (poolQuery(`select pg_notify('${CHANNEL}', '')`) as Promise<unknown>).catch(() => {
      // The instances that miss it lose their LISTEN connection too, and stop caching.
    });
  };
  const settle = (result: unknown, after: () => void) => {
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(after, after);
    } else {
      after();
    }
  };
  // Promise calls only: the pool's own callback-style calls go through the clients it hands itself.
  const isCallbackCall = (args: unknown[]) => args.some((arg) => typeof arg === 'function');
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      if (isCallbackCall(args) || statementKind(textOf(args[0])) !== 'write') return poolQuery(...args);
      coherence.generation += 1;
      const result = poolQuery(...args);
      settle(result, announce);
      return result;
    },
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  Object.assign(pool, {
    connect: (...args: unknown[]) => {
      if (isCallbackCall(args)) return connect(...args);
      return connect().then((client) => {
        let wrote = false;
        const clientQuery = client.query.bind(client) as PoolQuery;
        const release = client.release.bind(client);
        Object.assign(client, {
          query: (...queryArgs: unknown[]) => {
            const kind = statementKind(textOf(queryArgs[0]));
            if (kind === 'write') {
              wrote = true;
              coherence.generation += 1;
            }
            const result = clientQuery(...queryArgs);
            if (kind === 'end' && wrote) {
              wrote = false;
              settle(result, announce);
            }
            return result;
          },
          release: (error?: Error | boolean) => {
            if (wrote) announce();
            Object.assign(client, { query: clientQuery, release });
            return release(error);
          },
        });
        return client;
      });
    },
  });
}

/**
 * The LISTEN connection of a PostgreSQL handle: each announced change moves the generation; caching
 * is on only while listening (a lost connection may have missed announcements).
 */
export function listenForChanges(
  createClient: () => pg.Client,
  coherence: ReadCoherence,
  onError: (error: Error) => void,
): { close: () => Promise<void> } {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    coherence.enabled = false;
    coherence.generation += 1;
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    const client = createClient();
    current = client;
    client.on('notification', () => {
      coherence.generation += 1;
    });
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (closed || current !== client) return;
      coherence.generation += 1;
      coherence.enabled = true;
    } catch (error) {
      onError(error as Error);
      lost(client);
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      coherence.enabled = false;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
