// First-screen lists answered from JSON kept per caller (decision 147). Each call's answer is read,
// presented and encoded through its response schema once, then sent as it is while none of the
// tables it was read from has changed (db/read-coherence.ts): on PostgreSQL a cached answer costs
// no round trip, on PGlite none of the server's own thread. The caller's identity and every input
// of the read belong in the key; who may call is decided before, on every request.
import type { FastifyReply } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { coherentCache } from '#server/db/read-coherence.ts';
import { encodeJson, sendEncodedJson } from './response-contract.ts';

/** The most a cache of one call keeps: characters of JSON, about bytes (most of it is ASCII). */
const MAX_JSON_CHARACTERS = 8 * 1024 * 1024;

export interface CoherentJsonOptions {
  /** The route, for errors and the tables test. */
  url: string;
  /** The response schema the route declares for 200. */
  schema: $ZodType;
  /** Every table the read behind the answer reads (test/cached-read-tables.test.ts checks it). */
  tables: readonly string[];
  /**
   * How long an answer may be kept (60 s, a bound for writes no statement of this server shows). An
   * answer that also depends on the clock (a window of the last minutes, what starts soon) is kept
   * briefly: it may show that passing of time this much late.
   */
  ttlMs?: number;
}

export function coherentJson(config: { isProduction: boolean }, options: CoherentJsonOptions) {
  const cache = coherentCache<string, string>({
    name: options.url,
    tables: options.tables,
    max: 10_000,
    ttlMs: options.ttlMs ?? 60_000,
    maxSize: { total: MAX_JSON_CHARACTERS, sizeOf: (json) => json.length || 1 },
  });
  // Outside production a field the schema does not declare fails, as for every response.
  const where = { strict: !config.isProduction, method: 'GET', url: options.url };
  return {
    /** Sends the answer for `key`, reading it with `load` unless a current one is kept. */
    async send(reply: FastifyReply, db: object, key: string, load: () => Promise<unknown>) {
      const json = await cache.read(db, key, async () => encodeJson(options.schema, await load(), where));
      return sendEncodedJson(reply, json);
    },
  };
}
