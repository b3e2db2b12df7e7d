// The active company's candidates across its opportunities. Every condition starts with the
// company (applications_company_activity_idx gives the order), so a company with thousands of
// applicants among a million others reads only its own rows. Drafts stay private to the candidate.
import type { CompanyCandidatesQuery } from '@hireloop/shared/pipeline';
import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import {
  applications,
  candidateProfiles,
  companies,
  companyCandidateDocuments,
  interviews,
  opportunities,
  pipelineSteps,
  users,
} from '#server/db/schema.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { CompanyActor } from './pipeline.policy.ts';

/**
 * Whether the person's document (names, skills, resume text) matches the words, or their name or
 * email contains the text, so a half-typed name still finds them. It reads
 * company_candidate_documents, one narrow row per person the company has applicants from (kept by
 * triggers, migration 0005), joined to the company's applications by (company, person). The query
 * words are parsed once (`(select …)`), not once per row.
 */
function documentMatches(search: Placeholder, pattern: Placeholder): SQL {
  const documents = companyCandidateDocuments;
  return sql`(coalesce(${documents.document} @@ (select websearch_to_tsquery('english', ${search}::text)), false)
    or ${documents.matchText} like (select lower(${pattern}::text)))`;
}

const pageColumns = {
  id: applications.id,
  uuid: applications.uuid,
  status: applications.status,
  submittedAt: applications.submittedAt,
  lastActivityAt: applications.lastActivityAt,
  candidateUserId: applications.candidateUserId,
  opportunityId: applications.opportunityId,
  currentStepId: applications.currentStepId,
};

/** The page's applications joined to people, profiles, opportunities and steps, with the total. */
type PageCte = ReturnType<typeof filteredPage>;

function withDetails(builder: ReturnType<Database['with']>, page: PageCte, total: SQL.Aliased<number>) {
  return builder
    .select({
      id: page.id,
      uuid: page.uuid,
      status: page.status,
      submittedAt: page.submittedAt,
      lastActivityAt: page.lastActivityAt,
      candidateId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarPath: users.avatarPath,
      headline: candidateProfiles.headline,
      location: candidateProfiles.location,
      opportunityId: opportunities.id,
      opportunityTitle: opportunities.title,
      stepId: pipelineSteps.id,
      stepName: pipelineSteps.name,
      // One probe of interviews_application_idx per row of the page (at most 100).
      scoresNeeded: sql<boolean>`exists (select 1 from ${interviews} where ${interviews.applicationId} = ${page.id} and ${interviews.ratingState} = 'needs_scores')`,
      total,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, page.candidateUserId))
    .innerJoin(opportunities, eq(opportunities.id, page.opportunityId))
    .leftJoin(pipelineSteps, eq(pipelineSteps.id, page.currentStepId))
    .orderBy(desc(page.lastActivityAt), desc(page.id));
}

/** Without a text search the page follows applications_company_activity_idx; LIMIT stops early. */
function filteredPage(
  db: Database,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .$with('page')
    .as(
      db
        .select(pageColumns)
        .from(applications)
        .where(where)
        .orderBy(desc(applications.lastActivityAt), desc(applications.id))
        .limit(limit)
        .offset(offset),
    );
}

/**
 * Every filter as a parameter, so one statement text serves every combination: it is built once per
 * database and, on PostgreSQL, parsed and planned once per connection (a named prepared statement).
 * A filter left out is a null parameter.
 */
const filteredWhere = and(
  eq(applications.companyId, sql.placeholder('companyId')),
  sql`(case when ${sql.placeholder('status')}::text is null then ${applications.status} <> 'draft' else ${applications.status} = ${sql.placeholder('status')}::text end)`,
  sql`(${sql.placeholder('opportunityId')}::bigint is null or ${applications.opportunityId} = ${sql.placeholder('opportunityId')}::bigint)`,
  sql`(${sql.placeholder('stepId')}::bigint is null or ${applications.currentStepId} = ${sql.placeholder('stepId')}::bigint)`,
  sql`(${sql.placeholder('appliedFrom')}::date is null or ${applications.submittedAt} >= (${sql.placeholder('appliedFrom')}::date)::timestamp at time zone 'UTC')`,
  sql`(${sql.placeholder('appliedTo')}::date is null or ${applications.submittedAt} < (${sql.placeholder('appliedTo')}::date + 1)::timestamp at time zone 'UTC')`,
);
const prepareFilteredList = (db: Database) => {
  const page = filteredPage(db, filteredWhere, sql.placeholder('limit'), sql.placeholder('offset'));
  const total = sql<number>`(select count(*) from ${applications} where ${filteredWhere})::int`.as('total');
  return withDetails(db.with(page), page, total);
};
const filteredList = preparedPerDatabase('hireloop_company_candidates', prepareFilteredList);

/** With a text search: the matches are read once (`matched`, used twice), paged and counted. */
const prepareSearchedList = (db: Database) => {
  const documents = companyCandidateDocuments;
  // The company's applications and its people's documents, ~1,000 rows each for a large company:
  // the planner hashes one side and probes it with the other.
  const matched = db.$with('matched').as(
    db
      .select(pageColumns)
      .from(applications)
      .innerJoin(
        documents,
        and(
          eq(documents.companyId, applications.companyId),
          eq(documents.candidateUserId, applications.candidateUserId),
        ),
      )
      .where(
        and(
          filteredWhere,
          eq(documents.companyId, sql.placeholder('companyId')),
          documentMatches(sql.placeholder('search'), sql.placeholder('pattern')),
        ),
      ),
  );
  const page = db
    .$with('page')
    .as(
      db
        .select()
        .from(matched)
        .orderBy(desc(matched.lastActivityAt), desc(matched.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  const total = sql<number>`(select count(*) from ${matched})::int`.as('total');
  return withDetails(db.with(matched, page), page as unknown as PageCte, total);
};
// Unnamed: planned with each request's words, since how many people match decides the plan (a kept
// generic plan probed the matches once per application: ~100× slower for a common word).
const searchedList = preparedPerDatabase(null, prepareSearchedList);

/** The company's candidates_version: raised by triggers whenever anything its lists show changes. */
const prepareVersionQuery = (db: Database) =>
  db
    .select({ version: companies.candidatesVersion })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1);
const versionQuery = preparedPerDatabase('hireloop_company_candidates_version', prepareVersionQuery);

/** The company's candidates_version: raised by triggers with any change its lists could show. */
export async function readCandidatesVersion(db: Database, companyId: number): Promise<number | null> {
  const [company] = await versionQuery(db).execute({ companyId });
  return company?.version ?? null;
}

/** One statement (the filtered list, or the searched one); lists are read through the cache. */
export async function readCompanyCandidates(
  db: Database,
  actor: CompanyActor,
  query: CompanyCandidatesQuery,
) {
  const parameters = {
    companyId: actor.company.id,
    status: query.status ?? null,
    opportunityId: query.opportunity_id ?? null,
    stepId: query.step_id ?? null,
    appliedFrom: query.applied_from ?? null,
    appliedTo: query.applied_to ?? null,
    limit: query.per_page,
    offset: pageOffset(query),
  };
  const run = (page: { limit: number; offset: number }) =>
    query.search
      ? searchedList(db).execute({
          ...parameters,
          ...page,
          search: query.search,
          pattern: likePattern(query.search),
        })
      : filteredList(db).execute({ ...parameters, ...page });
  const rows = await run({ limit: parameters.limit, offset: parameters.offset });
  if (rows.length > 0 || parameters.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
  }
  // A page past the end: the same statement's first row carries the total.
  const [first] = await run({ limit: 1, offset: 0 });
  return { rows: [], total: Number(first?.total ?? 0) };
}

export type CompanyCandidatesPage = Awaited<ReturnType<typeof readCompanyCandidates>>;
export type CompanyCandidateRow = CompanyCandidatesPage['rows'][number];
