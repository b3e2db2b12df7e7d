// What the public reads: a published career page by its slug, its published opportunities (with
// the page's search and filters), one of them, its images, and the sitemap's addresses. A page that
// is not published is not found, whoever asks.
import type { EMPLOYMENT_TYPES } from '@hireloop/shared/opportunities';
import { and, desc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { type CareerPageRow, careerPages, companies, opportunities } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { likePattern } from '#server/lib/like-pattern.ts';
import { readAvatar } from '../accounts/avatar-files.ts';
import {
  getPublicOpportunity,
  type PublicOpportunityRow,
} from '../opportunities/opportunity-search.service.ts';
import { careerImageKey } from './career-pages.service.ts';

export const CAREER_PAGE_NOT_FOUND = 'This career page was not found.';
export const CAREER_JOB_NOT_FOUND = 'This job is not open any more.';
/** The most opportunities one career page lists (a company with more is asked to filter). */
export const CAREER_PAGE_JOB_LIMIT = 100;
/** The sitemap protocol's limit per file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface PublicCompany {
  id: number;
  name: string;
  avatarPath: string | null;
  website: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
}

export interface PublishedCareerPage {
  page: CareerPageRow;
  company: PublicCompany;
}

export interface PublicJob {
  id: number;
  title: string;
  description: string;
  descriptionText: string;
  location: string;
  remote: boolean;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  payPeriod: string | null;
  schedule: string;
  requirements: string;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface JobFilters {
  q?: string | undefined;
  type?: (typeof EMPLOYMENT_TYPES)[number] | undefined;
  location?: string | undefined;
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
};

/** The published page of this slug with its company, or 404. */
export async function findPublishedCareerPage(db: Database, slug: string): Promise<PublishedCareerPage> {
  const [row] = await db
    .select({
      page: careerPages,
      company: {
        id: companies.id,
        name: companies.name,
        avatarPath: companies.avatarPath,
        website: companies.website,
        city: companies.city,
        region: companies.region,
        country: companies.country,
      },
    })
    .from(careerPages)
    .innerJoin(companies, eq(companies.id, careerPages.companyId))
    .where(and(eq(careerPages.slug, slug.toLowerCase()), isNotNull(careerPages.publishedAt)))
    .limit(1);
  if (!row) throw notFound(CAREER_PAGE_NOT_FOUND);
  return row;
}

/** The company's published opportunities matching the filters, newest first. */
export async function listPublicJobs(
  db: Database,
  companyId: number,
  filters: JobFilters = {},
  limit = CAREER_PAGE_JOB_LIMIT,
): Promise<PublicJob[]> {
  const conditions: SQL[] = [eq(opportunities.companyId, companyId), eq(opportunities.status, 'published')];
  const q = filters.q?.trim();
  if (q) conditions.push(sql`${opportunities.searchVector} @@ websearch_to_tsquery('english', ${q})`);
  if (filters.type) conditions.push(eq(opportunities.employmentType, filters.type));
  const location = filters.location?.trim();
  if (location) conditions.push(ilike(opportunities.location, likePattern(location)));
  return db
    .select(jobColumns)
    .from(opportunities)
    .where(and(...conditions))
    .orderBy(desc(opportunities.createdAt))
    .limit(limit);
}

/** One published opportunity of the company, or 404 (drafts, closed ones and other companies' too). */
export async function findPublicJob(db: Database, companyId: number, id: number): Promise<PublicJob> {
  const [job] = await db
    .select(jobColumns)
    .from(opportunities)
    .where(
      and(
        eq(opportunities.id, id),
        eq(opportunities.companyId, companyId),
        eq(opportunities.status, 'published'),
      ),
    )
    .limit(1);
  if (!job) throw notFound(CAREER_JOB_NOT_FOUND);
  return job;
}

/** An image of a published page, or 404. */
export async function readPublicCareerImage(db: Database, storage: FileStorage, slug: string, name: string) {
  const { page } = await findPublishedCareerPage(db, slug);
  const image = await readAvatar(storage, careerImageKey(page.companyId, name));
  if (!image) throw notFound('This image was not found.');
  return image;
}

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/** Every published page and its published opportunities, up to the sitemap's limit. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      slug: careerPages.slug,
      pageUpdatedAt: careerPages.updatedAt,
      jobId: opportunities.id,
      jobUpdatedAt: opportunities.updatedAt,
    })
    .from(careerPages)
    .leftJoin(
      opportunities,
      and(eq(opportunities.companyId, careerPages.companyId), eq(opportunities.status, 'published')),
    )
    .where(isNotNull(careerPages.publishedAt))
    .orderBy(careerPages.slug, opportunities.id)
    .limit(SITEMAP_URL_LIMIT);
  const entries: SitemapEntry[] = [];
  let lastSlug: string | null = null;
  for (const row of rows) {
    if (row.slug !== lastSlug) {
      entries.push({ path: `/careers/${row.slug}`, lastModified: row.pageUpdatedAt });
      lastSlug = row.slug;
    }
    if (row.jobId !== null && row.jobUpdatedAt)
      entries.push({ path: `/careers/${row.slug}/jobs/${row.jobId}`, lastModified: row.jobUpdatedAt });
  }
  return entries.slice(0, SITEMAP_URL_LIMIT);
}

/**
 * The posting the apply page shows (`GET /api/careers/{slug}/jobs/{id}`): the same public view a
 * signed-in candidate gets, for this page's company only; `applied` for the signed-in visitor.
 */
export async function careerJobForApplying(
  db: Database,
  slug: string,
  id: number,
  userId: number | null,
): Promise<PublicOpportunityRow> {
  const { page } = await findPublishedCareerPage(db, slug);
  await findPublicJob(db, page.companyId, id);
  // No user has id 0: signed out, nothing is applied yet.
  return getPublicOpportunity(db, userId ?? 0, id);
}
