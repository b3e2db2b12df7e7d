// Published opportunities of companies whose career page is published, for the places that list
// them outside the app: the jobs widget (one company, or every location of an enterprise) and the
// job board feeds (Indeed XML, JSON). Links always lead to the career page's job page, so a
// company without a published page lists nothing. Feeds leave out companies in their free trial
// (SPEC: trials stay off Indeed); the trial is `billable_entities.trial_ends_at` in the future, the
// same field and rule as the trial banner (decision 086).
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { billableEntities, careerPages, companies, opportunities } from '#server/db/schema.ts';
import type { PublicJob } from './public-career-pages.service.ts';

export type JobScope = { slug: string } | { enterpriseId: number };

export interface ListedJob extends PublicJob {
  slug: string;
  companyId: number;
  companyName: string;
  companyWebsite: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface ListedJobsOptions {
  /** Feeds: companies in their free trial are left out. */
  excludeTrials: boolean;
  /** Only this location of the enterprise (the enterprise widget's filter). */
  companyId?: number | undefined;
  limit: number;
  offset?: number;
}

function scopeCondition(scope: JobScope): SQL {
  return 'slug' in scope
    ? eq(careerPages.slug, scope.slug.toLowerCase())
    : eq(companies.enterpriseId, scope.enterpriseId);
}

function conditions(scope: JobScope, options: ListedJobsOptions): SQL {
  const parts: Array<SQL | undefined> = [
    scopeCondition(scope),
    isNotNull(careerPages.publishedAt),
    eq(opportunities.status, 'published'),
    options.companyId === undefined ? undefined : eq(companies.id, options.companyId),
    options.excludeTrials
      ? or(isNull(billableEntities.trialEndsAt), sql`${billableEntities.trialEndsAt} <= now()`)
      : undefined,
  ];
  return and(...parts)!;
}

const jobColumns = {
  id: opportunities.id,
  title: opportunities.title,
  description: opportunities.description,
  descriptionText: opportunities.descriptionText,
  location: opportunities.location,
  remote: opportunities.remote,
  employmentType: opportunities.employmentType,
  payMin: opportunities.payMin,
  payMax: opportunities.payMax,
  payPeriod: opportunities.payPeriod,
  schedule: opportunities.schedule,
  requirements: opportunities.requirements,
  publishedAt: opportunities.publishedAt,
  createdAt: opportunities.createdAt,
  slug: careerPages.slug,
  companyId: companies.id,
  companyName: companies.name,
  companyWebsite: companies.website,
  city: companies.city,
  region: companies.region,
  postalCode: companies.postalCode,
  country: companies.country,
};

/** The jobs of the scope, newest first, and how many there are. */
export async function listedJobs(
  db: Database,
  scope: JobScope,
  options: ListedJobsOptions,
): Promise<{ rows: ListedJob[]; total: number }> {
  const where = conditions(scope, options);
  const rows = await db
    .select(jobColumns)
    .from(careerPages)
    .innerJoin(companies, eq(companies.id, careerPages.companyId))
    .innerJoin(opportunities, eq(opportunities.companyId, companies.id))
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .where(where)
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const [counted] = await db
    .select({ n: count() })
    .from(careerPages)
    .innerJoin(companies, eq(companies.id, careerPages.companyId))
    .innerJoin(opportunities, eq(opportunities.companyId, companies.id))
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Whether the scope exists for the public: a published page, or an enterprise with one. */
export async function scopeExists(db: Database, scope: JobScope): Promise<boolean> {
  const [row] = await db
    .select({ id: careerPages.companyId })
    .from(careerPages)
    .innerJoin(companies, eq(companies.id, careerPages.companyId))
    .where(and(scopeCondition(scope), isNotNull(careerPages.publishedAt)))
    .limit(1);
  return Boolean(row);
}

/** The enterprise's locations with a published page (the widget's location filter). */
export async function enterpriseLocations(db: Database, enterpriseId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(careerPages)
    .innerJoin(companies, eq(companies.id, careerPages.companyId))
    .where(and(eq(companies.enterpriseId, enterpriseId), isNotNull(careerPages.publishedAt)))
    .orderBy(companies.name)
    .limit(500);
}
