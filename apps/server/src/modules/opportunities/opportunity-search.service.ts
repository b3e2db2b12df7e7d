// What candidates see: full-text search over published opportunities and one published opportunity.
// Ranking: title hits first, then ts_rank_cd (title weight A above description weight B), then the
// newest; among the newest SEARCH_WINDOW matches. Paused, closed and draft opportunities never appear.
import { type OpportunitySearchQuery, SEARCH_RESULT_WINDOW } from '@hireloop/shared/opportunities';
import { and, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/execute.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { companies, opportunities } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { SearchWindowCache } from './opportunity-search.cache.ts';

const SNIPPET_LENGTH = 240;
/** Control characters never stored in description_text (see description.ts): safe markers. */
const MARK_START = '\u0001';
const MARK_END = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** The columns of an opportunity card (search results and recommendations). */
export const cardColumns = {
  id: opportunities.id,
  title: opportunities.title,
  location: opportunities.location,
  remote: opportunities.remote,
  employmentType: opportunities.employmentType,
  payMin: opportunities.payMin,
  payMax: opportunities.payMax,
  payPeriod: opportunities.payPeriod,
  publishedAt: opportunities.publishedAt,
  createdAt: opportunities.createdAt,
  companyId: companies.id,
  companyName: companies.name,
  companyAvatarPath: companies.avatarPath,
};

export interface SearchCard {
  id: number;
  title: string;
  location: string;
  remote: boolean;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  payPeriod: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  companyId: number;
  companyName: string;
  companyAvatarPath: string | null;
  snippet: Snippet;
  applied: boolean;
}

export type SearchCardBody = Omit<SearchCard, 'applied'>;

/** One page of a search as it is cached: ranked ids, the match count and the cards. */
export interface CachedSearchPage {
  ids: number[];
  matched: number;
  cards: SearchCardBody[];
}

export interface Snippet {
  text: string;
  highlights: Array<[number, number]>;
}

function searchFilters(query: OpportunitySearchQuery, tsQuery: SQL | null): SQL[] {
  const filters: SQL[] = [eq(opportunities.status, 'published')];
  if (tsQuery) filters.push(sql`${opportunities.searchVector} @@ ${tsQuery}`);
  const location = query.location ? ilike(opportunities.location, likePattern(query.location)) : null;
  if (location && query.remote === true) filters.push(or(location, eq(opportunities.remote, true))!);
  else if (location) filters.push(location);
  else if (query.remote === true) filters.push(eq(opportunities.remote, true));
  if (query.remote === false) filters.push(eq(opportunities.remote, false));
  if (query.employment_type) filters.push(eq(opportunities.employmentType, query.employment_type));
  if (query.pay_period) filters.push(eq(opportunities.payPeriod, query.pay_period));
  if (query.pay_min !== undefined) {
    // The top of the range (or the only figure given) must reach the wanted minimum; an
    // opportunity without pay does not match a pay filter.
    filters.push(sql`coalesce(${opportunities.payMax}, ${opportunities.payMin}) >= ${query.pay_min}`);
  }
  return filters;
}

/**
 * How many matches a search ranks. Ranking reads every candidate row, so it runs over the newest
 * matches only: a common word ("cook") would otherwise rank tens of thousands of rows per request.
 * Pages beyond the window are not offered (50 pages of 20); `total` says at most this many.
 */
export const SEARCH_WINDOW = SEARCH_RESULT_WINDOW;

export interface SearchResult {
  rows: SearchCard[];
  total: number;
  /** More opportunities match than the window holds: narrowing the search finds the others. */
  totalCapped: boolean;
}

export async function searchOpportunities(
  db: Database,
  userId: number,
  query: OpportunitySearchQuery,
  cache?: SearchWindowCache<CachedSearchPage>,
): Promise<SearchResult> {
  const tsQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  const readPage = async (): Promise<CachedSearchPage> => {
    const window = await rankedWindowPage(db, query, tsQuery);
    return { ...window, cards: await cardsOf(db, window.ids, tsQuery) };
  };
  const page = cache ? await cache.read(query, readPage) : await readPage();
  // Whatever the cache holds, an opportunity no longer published never shows, and "applied" is now.
  const live = await publishedWithApplied(db, userId, page.ids);
  return {
    rows: page.cards.flatMap((card) => {
      const applied = live.get(card.id);
      return applied === undefined ? [] : [{ ...card, applied }];
    }),
    total: Math.min(page.matched, SEARCH_WINDOW),
    totalCapped: page.matched > SEARCH_WINDOW,
  };
}

/** The ids of the requested page among the ranked window, and how many matched. */
async function rankedWindowPage(
  db: Database,
  query: OpportunitySearchQuery,
  tsQuery: SQL | null,
): Promise<{ ids: number[]; matched: number }> {
  const offset = pageOffset(query);
  const limit = Math.max(0, Math.min(query.per_page, SEARCH_WINDOW - offset));
  // Title hits first (ts_rank_cd alone lets a word repeated in a description outrank the title).
  const relevance = tsQuery
    ? sql`ts_filter(search_vector, '{a}') @@ ${tsQuery} desc, ts_rank_cd(search_vector, ${tsQuery}) desc,`
    : sql``;
  // The window follows opportunities_published_idx (published_at desc nulls last, status =
  // 'published') when words are common and the GIN index on search_vector when they are rare.
  const [page] = await executeRows<{ total: number; ids: Array<number | string> }>(
    db,
    sql`
      with matches as materialized (
        select ${opportunities.id} as id, ${opportunities.publishedAt} as published_at, ${opportunities.searchVector} as search_vector
        from ${opportunities}
        where ${and(...searchFilters(query, tsQuery))}
        order by ${opportunities.publishedAt} desc nulls last, ${opportunities.id} desc
        limit ${SEARCH_WINDOW + 1}
      )
      select
        (select count(*) from matches)::int as total,
        array(
          select id from matches
          order by ${relevance} published_at desc nulls last, id desc
          limit ${limit} offset ${offset}
        ) as ids`,
  );
  return { ids: (page?.ids ?? []).map(Number), matched: Number(page?.total ?? 0) };
}

/** The cards of one page, in ranked order, with their snippets (ts_headline runs on these rows only). */
async function cardsOf(db: Database, ids: number[], tsQuery: SQL | null): Promise<SearchCardBody[]> {
  if (ids.length === 0) return [];
  const text = tsQuery
    ? sql<string>`ts_headline('english', ${opportunities.descriptionText}, ${tsQuery}, ${HEADLINE_OPTIONS})`
    : sql<string>`left(${opportunities.descriptionText}, ${SNIPPET_LENGTH * 2})`;
  const rows = await db
    .select({ ...cardColumns, snippetText: text })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(and(inArray(opportunities.id, ids), eq(opportunities.status, 'published')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { snippetText, ...card } = row;
    return [{ ...card, snippet: parseHeadline(snippetText, tsQuery === null) }];
  });
}

/** Which of these opportunities are published now, each with whether the user applied (one query). */
/** Run on every search request: built once per database, parsed once (a named statement). */
const prepareLiveOpportunities = (db: Database) =>
  db
    .select({ id: opportunities.id, applied: appliedColumn(sql.placeholder('userId')) })
    .from(opportunities)
    .where(
      and(
        sql`${opportunities.id} = any(${sql.placeholder('ids')}::bigint[])`,
        eq(opportunities.status, 'published'),
      ),
    );
const liveOpportunities = preparedPerDatabase('hireloop_search_live', prepareLiveOpportunities);

async function publishedWithApplied(
  db: Database,
  userId: number,
  ids: number[],
): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await liveOpportunities(db).execute({ userId, ids });
  return new Map(rows.map((row) => [row.id, Boolean(row.applied)]));
}

/**
 * Plain text with [start, end) ranges of the matched words, so the client highlights them without
 * ever rendering markup from the server. Whitespace runs collapse to one space.
 */
export function parseHeadline(headline: string, trim: boolean): Snippet {
  let text = '';
  const highlights: Array<[number, number]> = [];
  let start: number | null = null;
  for (const char of headline) {
    if (char === MARK_START) start = text.length;
    else if (char === MARK_END) {
      if (start !== null && text.length > start) highlights.push([start, text.length]);
      start = null;
    } else if (/\s/.test(char)) {
      if (text.length > 0 && !text.endsWith(' ')) text += ' ';
    } else text += char;
  }
  text = text.trimEnd();
  if (trim && text.length > SNIPPET_LENGTH) {
    const cut = text.lastIndexOf(' ', SNIPPET_LENGTH);
    text = `${text.slice(0, cut > SNIPPET_LENGTH / 2 ? cut : SNIPPET_LENGTH)}…`;
  }
  return { text, highlights: highlights.filter(([, end]) => end <= text.length) };
}

/**
 * Whether the user has an application (of any status) for the opportunity of the row. Written with
 * explicit qualifiers: Drizzle leaves columns unqualified in a single-table select, where the inner
 * "id" would then mean the application's.
 */
const appliedColumn = (userId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from applications as mine where mine.candidate_user_id = ${userId} and mine.opportunity_id = "opportunities"."id")`;

export type PublicOpportunityRow = typeof opportunities.$inferSelect & {
  companyName: string;
  companyAvatarPath: string | null;
  applied: boolean;
};

/** A published opportunity as a candidate sees it; anything else is 404. */
export async function getPublicOpportunity(
  db: Database,
  userId: number,
  id: number,
): Promise<PublicOpportunityRow> {
  const [row] = await db
    .select({
      opportunity: opportunities,
      companyName: companies.name,
      companyAvatarPath: companies.avatarPath,
      applied: appliedColumn(userId),
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(and(eq(opportunities.id, id), eq(opportunities.status, 'published')));
  if (!row) throw notFound('The opportunity was not found.');
  return {
    ...row.opportunity,
    companyName: row.companyName,
    companyAvatarPath: row.companyAvatarPath,
    applied: Boolean(row.applied),
  };
}
