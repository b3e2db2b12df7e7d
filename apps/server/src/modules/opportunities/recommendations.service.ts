// Opportunities recommended to a candidate: published ones matching the desired roles of their
// profile (full text, any one role) and their place (or remote), that they have not applied to,
// newest first. Without a profile to match, or when nothing matches, the newest published ones.
import { and, desc, eq, ilike, notExists, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { applications, candidateProfiles, companies, opportunities } from '#server/db/schema.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { cardColumns, parseHeadline, type SearchCard } from './opportunity-search.service.ts';

/** The most a caller may ask for (the dashboard shows 4, a full list 10). */
export const RECOMMENDATIONS_MAX = 10;
/** Characters of description read for the snippet; parseHeadline trims it to a card's length. */
const SNIPPET_SOURCE_LENGTH = 480;

export type RecommendationBasis = 'profile' | 'newest';

export interface Recommendations {
  rows: SearchCard[];
  /** `profile`: matched to the candidate's roles and place; `newest`: nothing to match on (yet). */
  basis: RecommendationBasis;
}

export interface MatchCriteria {
  roles: string[];
  /** The place to look for in opportunity locations, or null for anywhere. */
  place: string | null;
}

/**
 * What the profile gives to match on. The place is the part of the location before the first
 * comma ("Portland" of "Portland, OR"), so "Portland, Oregon" and "Portland, OR" meet.
 */
export function matchCriteria(profile: { desiredRoles: string[]; location: string | null } | undefined) {
  const roles = [...new Set((profile?.desiredRoles ?? []).map((role) => role.trim()).filter(Boolean))];
  const place = profile?.location?.split(',')[0]?.trim() ?? '';
  return { roles, place: place === '' ? null : place } satisfies MatchCriteria;
}

/** Opportunities whose title or description has every word of at least one role. */
function rolesFilter(roles: string[]): SQL {
  const queries = roles.map((role) => sql`websearch_to_tsquery('english', ${role})`);
  return sql`${opportunities.searchVector} @@ (${sql.join(queries, sql` || `)})`;
}

function criteriaFilters(criteria: MatchCriteria): SQL[] {
  const filters: SQL[] = [];
  if (criteria.roles.length > 0) filters.push(rolesFilter(criteria.roles));
  if (criteria.place) {
    filters.push(
      or(ilike(opportunities.location, likePattern(criteria.place)), eq(opportunities.remote, true))!,
    );
  }
  return filters;
}

const notAppliedBy = (db: Database, candidateUserId: number | Placeholder) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(
        and(
          eq(applications.opportunityId, opportunities.id),
          eq(applications.candidateUserId, candidateUserId),
        ),
      ),
  );

const snippetSource = sql<string>`left(${opportunities.descriptionText}, ${SNIPPET_SOURCE_LENGTH})`;
// Follows opportunities_published_idx; the id breaks ties between equal publish times.
const newestFirst = [sql`${opportunities.publishedAt} desc nulls last`, desc(opportunities.id)];

type CardRow = Omit<SearchCard, 'snippet' | 'applied'> & { snippetSource: string };

function toCard({ snippetSource: source, ...row }: CardRow): SearchCard {
  return { ...row, snippet: parseHeadline(source, true), applied: false };
}

/** Cards matching the profile: unnamed, since its text varies with the number of roles. */
async function matchingCards(
  db: Database,
  candidateUserId: number,
  filters: SQL[],
  limit: number,
): Promise<SearchCard[]> {
  const rows = await db
    .select({ ...cardColumns, snippetSource })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(and(eq(opportunities.status, 'published'), notAppliedBy(db, candidateUserId), ...filters))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toCard);
}

const candidateId = sql.placeholder('candidateUserId');

/**
 * Every dashboard load: the newest cards and what the profile gives to match on, in one named
 * statement (the profile's columns are evaluated once, as init plans).
 */
const newestWithProfileQuery = preparedPerDatabase('hireloop_recommended_newest', (db) =>
  db
    .select({
      ...cardColumns,
      snippetSource,
      desiredRoles: sql<
        string[] | null
      >`(select ${candidateProfiles.desiredRoles} from ${candidateProfiles} where ${candidateProfiles.userId} = ${candidateId})`,
      profileLocation: sql<
        string | null
      >`(select ${candidateProfiles.location} from ${candidateProfiles} where ${candidateProfiles.userId} = ${candidateId})`,
    })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(and(eq(opportunities.status, 'published'), notAppliedBy(db, candidateId)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit')),
);

/** GET /api/opportunities/recommended: at most `limit` cards for the signed-in candidate. */
export async function recommendOpportunities(
  db: Database,
  candidateUserId: number,
  limit: number,
): Promise<Recommendations> {
  const newest = await newestWithProfileQuery(db).execute({ candidateUserId, limit });
  const [first] = newest;
  // Nothing published left to show: nothing could match either.
  if (!first) return { rows: [], basis: 'newest' };
  const { desiredRoles, profileLocation } = first;
  const profile = desiredRoles === null ? undefined : { desiredRoles, location: profileLocation };
  const filters = criteriaFilters(matchCriteria(profile));
  if (filters.length > 0) {
    const matched = await matchingCards(db, candidateUserId, filters, limit);
    if (matched.length > 0) return { rows: matched, basis: 'profile' };
  }
  return {
    rows: newest.map(({ desiredRoles: _roles, profileLocation: _location, ...row }) => toCard(row)),
    basis: 'newest',
  };
}
