// "Find people on Hireloop": the active company searches every candidate profile, to add people to
// its talent pool; someone who already applied there is shown with that application instead. Only profiles are searched (a user without a
// candidate_profiles row is not a candidate); snoozed candidates (snoozed_until in the future) are
// hidden. Results show what a profile shows companies, never an email or a phone.
//
// Two queries, whatever the page size: the page (the ids are chosen from candidate_profiles alone,
// through candidate_profiles_search_idx and/or candidate_profiles_location_idx, then only those
// rows are joined to users and checked against the company's talent pool) and the count.
import { type CandidateSearchQuery, locationWords } from '@hireloop/shared/pipeline';
import { and, count, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applications, candidateProfiles, talentPoolContacts, users } from '#server/db/schema.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import * as pipelinePolicy from '../pipeline/pipeline.policy.ts';

/** Not snoozed now: the filter every search of people by a company applies. */
export function notSnoozed(): SQL {
  return or(isNull(candidateProfiles.snoozedUntil), lte(candidateProfiles.snoozedUntil, sql`now()`))!;
}

/** Full text over the profile's document, as the pipeline's search reads it. */
function textQuery(q: string): SQL {
  return sql`websearch_to_tsquery('english', ${q})`;
}

/**
 * Each typed word must start a word of the location ('simple' dictionary, no stemming); the
 * expression is the one candidate_profiles_location_idx indexes. Words are letters and digits
 * only, so the tsquery text cannot be malformed.
 */
function locationCondition(words: string[]): SQL {
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsvector('simple', coalesce(${candidateProfiles.location}, '')) @@ to_tsquery('simple', ${query})`;
}

export function candidateSearchWhere(query: Pick<CandidateSearchQuery, 'q' | 'location'>): SQL {
  const words = locationWords(query.location);
  return and(
    notSnoozed(),
    query.q ? sql`${candidateProfiles.searchVector} @@ ${textQuery(query.q)}` : undefined,
    words.length > 0 ? locationCondition(words) : undefined,
  )!;
}

export async function searchCandidates(db: Database, actor: CompanyActor, query: CandidateSearchQuery) {
  pipelinePolicy.authorize(actor.company, 'searchCandidates');
  const where = candidateSearchWhere(query);
  // Best matches first (name above skills and headline above résumé text, by the document's
  // weights), then the most recently updated profiles; the id keeps pages stable.
  // (Without words, every rank is 0: the cast keeps ORDER BY from reading it as a column number.)
  const rank = query.q
    ? sql<number>`ts_rank_cd(${candidateProfiles.searchVector}, ${textQuery(query.q)})`
    : sql<number>`0::real`;
  const page = db.$with('page').as(
    db
      .select({
        userId: candidateProfiles.userId,
        headline: candidateProfiles.headline,
        location: candidateProfiles.location,
        skills: candidateProfiles.skills,
        updatedAt: candidateProfiles.updatedAt,
        rank: rank.as('rank'),
      })
      .from(candidateProfiles)
      .where(where)
      .orderBy(desc(rank), desc(candidateProfiles.updatedAt), desc(candidateProfiles.userId))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  );
  const inTalentPool = sql<boolean>`exists (
    select 1 from ${talentPoolContacts}
    where ${talentPoolContacts.companyId} = ${actor.company.id}
      and (${talentPoolContacts.candidateUserId} = ${users.id} or ${talentPoolContacts.email} = ${users.email}))`;
  // One row per shown person (at most a page), by applications_candidate_idx.
  const application = sql<number | null>`(
    select ${applications.id} from ${applications}
    where ${applications.candidateUserId} = ${users.id}
      and ${applications.companyId} = ${actor.company.id}
      and ${applications.status} <> 'draft'
    order by ${applications.lastActivityAt} desc, ${applications.id} desc
    limit 1)`;
  const [rows, totals] = await Promise.all([
    db
      .with(page)
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarPath: users.avatarPath,
        headline: page.headline,
        location: page.location,
        skills: page.skills,
        inTalentPool: inTalentPool.as('in_talent_pool'),
        applicationId: application.as('application_id'),
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.userId))
      .orderBy(desc(page.rank), desc(page.updatedAt), desc(page.userId)),
    db.select({ total: count() }).from(candidateProfiles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type CandidateSearchRow = Awaited<ReturnType<typeof searchCandidates>>['rows'][number];

/**
 * A candidate the company may add from a search, with what the contact needs: found only while
 * they have a profile and are not snoozed (otherwise the search never showed them: 404).
 */
export async function findSearchableCandidate(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(and(eq(candidateProfiles.userId, userId), notSnoozed()))
    .limit(1);
  return row ?? null;
}
