// Named prepared statements for PGlite. PGlite's own `query` parses, analyses and plans every
// statement again and talks to the WASM backend six times per query (Parse, Describe, Bind,
// Describe, Execute, Sync). Planning is costly there: PostgreSQL checks each relation's size against
// its data files, a file-system call per relation and index from the server's only thread. Measured
// on the 1,000,000-application bench data, a company's candidate list took ~4–7 ms through `query`
// and ~1.8 ms as a prepared statement with a kept plan.
//
// `usePreparedStatements` gives a PGlite client a `query` (and a transaction `query`) that parses each
// distinct SQL text once into a named statement, then runs Bind, Describe, Execute and Sync in one
// call. Drizzle builds its SQL with `$n` placeholders, so the texts are few; a bounded LRU closes the
// statements least used when there are too many. Everything else (exec, listen, COPY with blobs)
// keeps PGlite's own path.
//
// Plans follow PostgreSQL through node-postgres, so both databases choose alike: a statement the code
// names (db/prepared.ts, `allowPlanReuse`) may keep a generic plan (`plan_cache_mode = auto`); every
// other statement is planned with its values each time (`force_custom_plan`), as an unnamed statement
// is. A kept plan suits a statement whose best plan does not depend on its values; elsewhere it can
// be far worse (a text search probed its matches once per application: ~100× slower).
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Enough for every statement the product builds; plans live in the WASM heap. */
export const STATEMENT_CACHE_SIZE = 500;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** SQLSTATE 0A000: a kept plan no longer fits after a schema change ("cached plan must not change result type"). */
const FEATURE_NOT_SUPPORTED = '0A000';

type PlanMode = 'auto' | 'force_custom_plan';

/** What may keep a generic plan, per client: exact texts, and texts a rule accepts. */
interface PlanReuse {
  texts: Set<string>;
  /** A set: the queue registers its rule for every app built on the same client (tests build many). */
  rules: Set<(text: string) => boolean>;
}
const planReuse = new WeakMap<PGlite, PlanReuse>();

function planReuseOf(client: PGlite): PlanReuse {
  let reuse = planReuse.get(client);
  if (!reuse) {
    reuse = { texts: new Set(), rules: new Set() };
    planReuse.set(client, reuse);
  }
  return reuse;
}

/** Lets the statement with this text keep its plan on this client (a named statement on PostgreSQL). */
export function allowPlanReuse(client: PGlite, text: string): void {
  planReuseOf(client).texts.add(text);
}

/** Lets every statement `rule` accepts keep its plan on this client (a library's own statements). */
export function allowPlanReuseWhere(client: PGlite, rule: (text: string) => boolean): void {
  planReuseOf(client).rules.add(rule);
}

function mayReusePlan(client: PGlite, text: string): boolean {
  const reuse = planReuse.get(client);
  if (!reuse) return false;
  if (reuse.texts.has(text)) return true;
  for (const rule of reuse.rules) {
    if (rule(text)) {
      reuse.texts.add(text);
      return true;
    }
  }
  return false;
}

type QueryFunction = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

function concat(messages: Uint8Array[]): Uint8Array {
  const length = messages.reduce((total, message) => total + message.length, 0);
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/** Attaches the query to a database error the way PGlite does, so error reports read the same. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

export function usePreparedStatements(client: PGlite, cacheSize = STATEMENT_CACHE_SIZE): PGlite {
  const originalQuery = client.query.bind(client) as QueryFunction;
  const originalTransaction = client.transaction.bind(client);
  const statements = new Map<string, PreparedStatement>();
  /** Statements pushed out of the LRU, closed with the next Parse. */
  const toClose: string[] = [];
  let nextName = 1;
  /** The session's plan_cache_mode as last set; unknown after a rollback may have undone a SET. */
  let currentMode: PlanMode | undefined;

  const send = (messages: Uint8Array[]) => client.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    const name = `hireloop_${nextName++}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const described = await send([
      ...closing,
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(cacheKey(text, options), statement);
    if (statements.size > cacheSize) {
      const [oldestKey, oldest] = statements.entries().next().value as [string, PreparedStatement];
      statements.delete(oldestKey);
      toClose.push(oldest.name);
    }
    return statement;
  }

  async function execute<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    const key = cacheKey(text, options);
    let statement = statements.get(key);
    if (statement) {
      // Most recently used last: Map keeps insertion order, the LRU evicts from the front.
      statements.delete(key);
      statements.set(key, statement);
    } else {
      statement = await prepare(text, options);
    }
    const { parameterTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const mode: PlanMode = mayReusePlan(client, text) ? 'auto' : 'force_custom_plan';
    const setMode = mode === currentMode ? [] : [serialize.query(`set plan_cache_mode = ${mode}`)];
    const messages = await send([
      ...setMode,
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]).catch((error: unknown) => {
      currentMode = undefined;
      throw error;
    });
    currentMode = mode;
    // `rollback` (to a savepoint too) undoes a SET made since: set it again next time.
    if (/^\s*rollback\b/i.test(text)) currentMode = undefined;
    // PGlite would copy all of its several hundred default parsers into a new object for every
    // query that brings its own (Drizzle always does): 20 % of the server's time under load. The few
    // overrides sit on an object whose prototype holds the defaults instead.
    const parsers = options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;
    const results = parse.parseResults(
      messages,
      parsers,
      options?.rowMode ? { rowMode: options.rowMode } : {},
    );
    // The SET, when sent, answers first.
    return results[results.length - 1] as Results<T>;
  }

  /** One query on the held locks; `inTransaction` decides whether the data folder is synced after. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const result = await execute<T>(text, params, options);
      if (!inTransaction) await client.syncToFs();
      return result;
    } catch (error) {
      if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) {
        const stale = statements.get(cacheKey(text, options));
        if (stale) {
          statements.delete(cacheKey(text, options));
          toClose.push(stale.name);
          // Outside a transaction nothing was aborted: parse the statement again and run it once more.
          if (!inTransaction) return run(text, params, options, inTransaction);
        }
      }
      throw withQuery(error, text, params, options);
    }
  }

  const preparedQuery = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return originalQuery<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, options, false)),
    );
  };

  const preparedTransaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    originalTransaction((tx) => {
      const transactionQuery = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (options?.blob) return tx.query<R>(text, params, options);
        return client._runExclusiveQuery(() => run<R>(text, params, options, true));
      };
      const wrapped: Transaction = {
        query: transactionQuery,
        sql: tx.sql.bind(tx),
        exec: tx.exec.bind(tx),
        rollback: tx.rollback.bind(tx),
        listen: tx.listen.bind(tx),
        get closed() {
          return tx.closed;
        },
      };
      return callback(wrapped);
    }).finally(() => {
      // A rolled-back transaction takes its SET plan_cache_mode with it.
      currentMode = undefined;
    });

  Object.assign(client, { query: preparedQuery, transaction: preparedTransaction });
  return client;
}

function cacheKey(text: string, options: QueryOptions | undefined): string {
  return options?.paramTypes?.length ? `${options.paramTypes.join(',')}\n${text}` : text;
}
