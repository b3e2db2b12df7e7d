// The database driver, watched for what it writes (decisions 040, 147): each statement marks the
// tables it changes on the handle's clock (db/read-coherence.ts) before it runs and again once it is
// committed. On PostgreSQL a committed change to a table some cache reads is announced with NOTIFY,
// and the LISTEN connection marks what other instances announce.
import type pg from 'pg';
import { isCachedTable, markAllChanged, markChanged, type ReadCoherence } from './read-coherence.ts';
import { statementWrites, tablesChangedBy } from './write-effects.ts';

/** Sliding a session's expiry changes nothing another instance must see (session-store.ts). */
const SESSION_TOUCH =
  /^\s*update\s+"sessions"\s+set\s+"last_activity_at"\s*=\s*now\(\),\s*"expires_at"\s*=\s*\$1\s+where/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\b/i;

/** A statement ends its transaction, or changes these tables (none: a read). */
export type StatementEffect = 'end' | readonly string[];
const NO_TABLES: readonly string[] = Object.freeze([]);
const effects = new Map<string, StatementEffect>();

/** What a statement does to cached reads (memoized per text). */
export function statementEffect(text: string): StatementEffect {
  let effect = effects.get(text);
  if (effect) return effect;
  if (TRANSACTION_END.test(text)) effect = 'end';
  else if (SESSION_TOUCH.test(text)) effect = NO_TABLES;
  else {
    const written = statementWrites(text);
    effect = written.length ? Object.freeze([...tablesChangedBy(written)]) : NO_TABLES;
  }
  // Texts are few (Drizzle uses placeholders); raw SQL with inlined values must not grow this forever.
  if (effects.size > 5_000) effects.clear();
  effects.set(text, effect);
  return effect;
}

export function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string')
    return query.text;
  return '';
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
  const tablesOf = (query: unknown) => {
    const effect = statementEffect(textOf(query));
    return effect === 'end' ? NO_TABLES : effect;
  };
  const observe =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const tables = tablesOf(args[0]);
      if (tables.length) markChanged(coherence, tables);
      try {
        return await run(...args);
      } finally {
        if (tables.length) markChanged(coherence, tables);
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
      const written = new Set<string>();
      return transaction((tx) => {
        const txQuery = (tx as { query: (...args: unknown[]) => Promise<unknown> }).query;
        const observed = Object.create(tx, {
          query: {
            value: (...args: unknown[]) => {
              const tables = tablesOf(args[0]);
              if (tables.length) {
                for (const table of tables) written.add(table);
                markChanged(coherence, tables);
              }
              return txQuery(...args);
            },
          },
        });
        return callback(observed);
      }).finally(() => {
        if (written.size) markChanged(coherence, written);
      });
    },
  });
}

const CHANNEL = 'hireloop_read_changes';
const RECONNECT_MS = 1_000;
/** NOTIFY payloads stop at 8,000 bytes; a longer list of tables is announced as a change to all. */
const PAYLOAD_LIMIT = 7_000;
const EVERYTHING = '*';

type PoolQuery = (...args: unknown[]) => unknown;

/**
 * PostgreSQL: statements through the pool (autocommit) and through clients checked out for a
 * transaction. A committed change is marked on this instance and, when a cache reads one of its
 * tables, announced to the others.
 */
export function observePostgresWrites(pool: pg.Pool, coherence: ReadCoherence): void {
  const poolQuery = pool.query.bind(pool) as PoolQuery;
  const announce = (tables: Iterable<string>) => {
    const changed = [...tables];
    markChanged(coherence, changed);
    const seen = changed.filter((table) => isCachedTable(table));
    if (!seen.length) return;
    let payload = seen.join(',');
    if (payload.length > PAYLOAD_LIMIT) payload = EVERYTHING;
    (poolQuery('select pg_notify($1, $2)', [CHANNEL, payload]) as Promise<unknown>).catch(() => {
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
      if (isCallbackCall(args)) return poolQuery(...args);
      const effect = statementEffect(textOf(args[0]));
      if (effect === 'end' || !effect.length) return poolQuery(...args);
      markChanged(coherence, effect);
      const result = poolQuery(...args);
      settle(result, () => announce(effect));
      return result;
    },
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  Object.assign(pool, {
    connect: (...args: unknown[]) => {
      if (isCallbackCall(args)) return connect(...args);
      return connect().then((client) => {
        let written = new Set<string>();
        const clientQuery = client.query.bind(client) as PoolQuery;
        const release = client.release.bind(client);
        Object.assign(client, {
          query: (...queryArgs: unknown[]) => {
            const effect = statementEffect(textOf(queryArgs[0]));
            if (effect !== 'end' && effect.length) {
              for (const table of effect) written.add(table);
              markChanged(coherence, effect);
            }
            const result = clientQuery(...queryArgs);
            if (effect === 'end' && written.size) {
              const committed = written;
              written = new Set();
              settle(result, () => announce(committed));
            }
            return result;
          },
          release: (error?: Error | boolean) => {
            if (written.size) announce(written);
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
 * The LISTEN connection of a PostgreSQL handle: each announced change is marked; caching is on only
 * while listening (a lost connection may have missed announcements).
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
    markAllChanged(coherence);
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  const connect = async () => {
    const client = createClient();
    current = client;
    client.on('notification', ({ payload }) => {
      if (!payload || payload === EVERYTHING) markAllChanged(coherence);
      else markChanged(coherence, payload.split(','));
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
      markAllChanged(coherence);
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
