// Reads cached per database handle (the session, actor and signed-in user of every request,
// decision 040; the first screens' lists, decision 147) are kept exact by a clock per handle. The
// handle's driver is watched (db/write-observers.ts): every statement that writes a table marks that table (and whatever
// the write changes with it: db/write-effects.ts) as changed before it runs and again once it is
// committed. A cached value carries the clock's reading from before it was read and counts only
// while none of the tables it was read from has changed since. On PostgreSQL a committed change to
// a table some cache reads is also announced with NOTIFY and every instance LISTENs, so the others
// mark it too; while that listening connection is down nothing is cached there.
import { LRUCache } from 'lru-cache';

export interface ReadCoherence {
  /** A clock: moves on every change; a cached read is stamped with its reading before the read. */
  generation: number;
  /** False while changes made elsewhere could go unseen (PostgreSQL without its LISTEN connection). */
  enabled: boolean;
  /** The clock at each table's last change. */
  changedAt: Map<string, number>;
  /** The clock at the last change to everything (caching resumed, or a change of unknown tables). */
  resetAt: number;
}

const coherences = new WeakMap<object, ReadCoherence>();

export function readCoherenceOf(db: object): ReadCoherence | undefined {
  return coherences.get(db);
}

/** True when reads of this database handle may come from its caches. */
export function readsCacheable(db: object): boolean {
  return coherences.get(db)?.enabled === true;
}

export function registerReadCoherence(db: object, enabled: boolean): ReadCoherence {
  const coherence: ReadCoherence = { generation: 0, enabled, changedAt: new Map(), resetAt: 0 };
  coherences.set(db, coherence);
  return coherence;
}

export function markChanged(coherence: ReadCoherence, tables: Iterable<string>): void {
  const generation = ++coherence.generation;
  for (const table of tables) coherence.changedAt.set(table, generation);
}

/** Retires every cached value of the handle. */
export function markAllChanged(coherence: ReadCoherence): void {
  coherence.resetAt = ++coherence.generation;
}

/** Whether a value read from `tables` after the clock read `stamp` still shows what they hold. */
export function isCurrent(coherence: ReadCoherence, stamp: number, tables: readonly string[]): boolean {
  if (stamp < coherence.resetAt) return false;
  for (const table of tables) {
    if ((coherence.changedAt.get(table) ?? 0) > stamp) return false;
  }
  return true;
}

/** The tables some cache reads: only their changes are announced to other instances. */
const cachedTables = new Set<string>();

export function isCachedTable(table: string): boolean {
  return cachedTables.has(table);
}

/** Declares tables a cache outside `coherentCache` reads (the sessions' own cache). */
export function watchTables(tables: readonly string[]): readonly string[] {
  for (const table of tables) cachedTables.add(table);
  return tables;
}

/**
 * Watches each cached read as it loads, for a test to see which tables the load really reads
 * (test/cached-read-tables.test.ts). Unset outside that test.
 */
export type CachedLoadObserver = <Value>(
  cache: { name: string; tables: readonly string[] },
  load: () => Promise<Value>,
) => Promise<Value>;
let loadObserver: CachedLoadObserver | undefined;

export function observeCachedLoads(observer: CachedLoadObserver | undefined): void {
  loadObserver = observer;
}

const registered = new Map<string, readonly string[]>();

/** Every cache made so far, by name, with the tables it declares. */
export function cachedReads(): ReadonlyMap<string, readonly string[]> {
  return registered;
}

/**
 * Values of one kind, one LRU per database handle, read from `tables`. A value is stored only when
 * none of them changed while it was read, and served only while none has changed since; callers
 * must not change what they get.
 */
export function coherentCache<Key extends {}, Value extends {}>(options: {
  name: string;
  tables: readonly string[];
  max: number;
  ttlMs: number;
  /** Bounds the entries' total size too (as `sizeOf` counts it), for values of very different sizes. */
  maxSize?: { total: number; sizeOf: (value: Value) => number };
}) {
  const cache = { name: options.name, tables: watchTables(options.tables) };
  registered.set(cache.name, cache.tables);
  const perDatabase = new WeakMap<object, LRUCache<Key, { stamp: number; value: Value }>>();
  const entriesOf = (db: object) => {
    let entries = perDatabase.get(db);
    if (!entries) {
      const { maxSize } = options;
      entries = new LRUCache({
        max: options.max,
        ttl: options.ttlMs,
        ...(maxSize && { maxSize: maxSize.total, sizeCalculation: ({ value }) => maxSize.sizeOf(value) }),
      });
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
      if (hit && isCurrent(coherence, hit.stamp, cache.tables)) return hit.value;
      const stamp = coherence.generation;
      const value = await (loadObserver ? loadObserver(cache, load) : load());
      if (coherence.enabled && isCurrent(coherence, stamp, cache.tables)) entries.set(key, { stamp, value });
      return value;
    },
  };
}
