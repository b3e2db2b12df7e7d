// The order of a company's file library: new files go last, and moving one renumbers the library
// 0..n-1 in one statement so positions never collide (deletes leave gaps that the next move closes).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { modelHasFiles } from '#server/db/schema.ts';
import type { Transaction } from '../applications/application-submission.ts';

export async function nextLibraryOrder(tx: Transaction | Database, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${modelHasFiles.order}) + 1, 0)::int` })
    .from(modelHasFiles)
    .where(and(eq(modelHasFiles.companyId, companyId), eq(modelHasFiles.modelType, 'library')));
  return row?.next ?? 0;
}

/**
 * Puts library record `id` at `position` (0-based; past the end means last) and renumbers the
 * others around it. Serialized per company so two moves at once cannot interleave.
 */
export async function moveLibraryFile(db: Database, companyId: number, id: number, position: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('file-library-order'), ${companyId}::int)`);
    await tx.execute(sql`
      with others as (
        select id, row_number() over (order by "order", id) - 1 as pos
        from model_has_files
        where company_id = ${companyId} and model_type = 'library' and id <> ${id}
      ),
      target as (select least(${position}::int, (select count(*) from others)::int) as pos),
      renumbered as (
        select id, case when pos >= (select pos from target) then pos + 1 else pos end as pos from others
        union all
        select ${id}::bigint, (select pos from target)
      )
      update model_has_files m set "order" = r.pos
      from renumbered r
      where m.id = r.id and m."order" is distinct from r.pos`);
  });
}
