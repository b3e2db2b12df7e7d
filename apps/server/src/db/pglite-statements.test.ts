// The PGlite statement layer against a real in-memory PGlite: same answers as PGlite's own query,
// statements kept and closed, plans kept only for named statements. PGlite only by
// nature (it is the embedded database's client), so it runs in both suites on its own PGlite.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowPlanReuse, allowPlanReuseWhere, usePreparedStatements } from './pglite-statements.ts';

let client: PGlite;
/** PGlite's own query, kept before the layer replaces it, to compare answers. */
let plainQuery: PGlite['query'];

beforeAll(async () => {
  client = await PGlite.create();
  plainQuery = client.query.bind(client);
  usePreparedStatements(client, 3);
  await client.exec(`
    create table people (id bigint primary key, name text not null, born date, tags text[], data jsonb,
      seen_at timestamptz);`);
});

afterAll(async () => {
  await client.close();
});

const preparedCount = async () =>
  Number(
    (
      await plainQuery<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'hireloop_%'",
      )
    ).rows[0]!.n,
  );

describe('usePreparedStatements', () => {
  it('answers exactly as PGlite does, for every parameter and column type', async () => {
    const insert = 'insert into people values ($1, $2, $3, $4, $5, $6) returning *';
    const values = [1, 'Ada', '1990-05-01', ['a', 'b'], { level: 3 }, new Date('2026-01-02T03:04:05Z')];
    const inserted = await client.query<{ id: number; tags: string[]; data: object }>(insert, values);
    expect(inserted.rows[0]).toMatchObject({ id: 1, name: 'Ada', tags: ['a', 'b'], data: { level: 3 } });
    expect(inserted.affectedRows).toBe(1);
    const select =
      'select id, name, born, tags, data, seen_at from people where id = $1 and ($2::text is null or name = $2)';
    // Drizzle brings its own parsers for a few types (timestamps stay strings); the rest stay PGlite's.
    const rawTimestamps = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw ${value}` } };
    const [row] = (await client.query<{ seen_at: string; data: object }>(select, [1, null], rawTimestamps))
      .rows;
    expect(row).toMatchObject({ seen_at: 'raw 2026-01-02 03:04:05+00', data: { level: 3 } });
    for (const options of [undefined, { rowMode: 'array' as const }, rawTimestamps]) {
      const mine = await client.query(select, [1, null], options);
      const theirs = await plainQuery(select, [1, null], options);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
  });

  it('parses a statement once and reuses it, closing the least used beyond the limit', async () => {
    const before = await preparedCount();
    await client.query('select 1 as one');
    await client.query('select 1 as one');
    expect(await preparedCount()).toBe(Math.min(before + 1, 3));
    for (const n of [2, 3, 4, 5]) await client.query(`select ${n} as n`);
    // Closed with the next Parse: at most the limit plus the one just evicted.
    expect(await preparedCount()).toBeLessThanOrEqual(4);
    expect((await client.query<{ n: number }>('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('reports database errors with their code and query, and keeps working after one', async () => {
    const insert = 'insert into people (id, name) values ($1, $2)';
    const error = await client.query(insert, [1, 'Twin']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert, params: [1, 'Twin'] });
    const syntax = await client.query('selec nothing').catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query('select name from people where id = $1', [1])).rows).toEqual([
      { name: 'Ada' },
    ]);
  });

  it('runs transaction queries on the same statements, and rolls back on failure', async () => {
    const insert = 'insert into people (id, name) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [10, 'Kept only if committed']);
        await tx.query(insert, [10, 'Duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from people where id = 10')).rows).toEqual([
      { n: 0 },
    ]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [11, 'Committed']);
    });
    expect((await client.query('select name from people where id = 11')).rows).toEqual([
      { name: 'Committed' },
    ]);
  });

  it('parses again when a schema change voids a kept statement', async () => {
    const everything = 'select * from people where id = $1';
    expect(Object.keys((await client.query<object>(everything, [1])).rows[0]!)).not.toContain('nickname');
    await client.exec('alter table people add column nickname text');
    expect(Object.keys((await client.query<object>(everything, [1])).rows[0]!)).toContain('nickname');
  });

  it('lets only named statements keep a generic plan, also after a rollback undid the setting', async () => {
    const mode = "select current_setting('plan_cache_mode') as mode";
    const named = "select current_setting('plan_cache_mode') as mode, 'named' as kind";
    allowPlanReuse(client, named);
    expect((await client.query(mode)).rows).toEqual([{ mode: 'force_custom_plan' }]);
    expect((await client.query(named)).rows).toEqual([{ mode: 'auto', kind: 'named' }]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(mode);
        throw new Error('give up');
      }),
    ).rejects.toThrow('give up');
    expect((await client.query(named)).rows).toEqual([{ mode: 'auto', kind: 'named' }]);
    expect((await client.query(mode)).rows).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it("lets the statements a rule accepts keep a generic plan (a library's own), and no others", async () => {
    allowPlanReuseWhere(client, (text) => text.includes('/* queue */'));
    const queue = "select current_setting('plan_cache_mode') as mode /* queue */";
    const other = "select current_setting('plan_cache_mode') as mode /* other */";
    expect((await client.query(queue)).rows).toEqual([{ mode: 'auto' }]);
    expect((await client.query(other)).rows).toEqual([{ mode: 'force_custom_plan' }]);
    expect(await client.transaction(async (tx) => (await tx.query(queue)).rows)).toEqual([{ mode: 'auto' }]);
  });
});
