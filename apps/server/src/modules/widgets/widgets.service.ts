// What the jobs widget shows: a company's (by its career page's slug) or an enterprise's published
// jobs, paginated, with the enterprise's locations for its filter. Companies in their free trial
// are listed too: the widget sits on their own site (only job board feeds leave trials out).

import type { widgetQuerySchema } from '@hireloop/shared/widgets';
import type { z } from '@hireloop/shared/zod';
import { eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { billableEntities, careerPages, companies, enterprises } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  enterpriseLocations,
  type JobScope,
  type ListedJob,
  listedJobs,
  scopeExists,
} from '../career-pages/listed-jobs.service.ts';
import { findPublishedCareerPage } from '../career-pages/public-career-pages.service.ts';

export const WIDGET_NOT_FOUND = 'No published career page was found here.';

export interface WidgetJobs {
  rows: ListedJob[];
  total: number;
  locations?: Array<{ id: number; name: string }>;
}

export async function widgetJobs(
  db: Database,
  scope: JobScope,
  query: z.output<typeof widgetQuerySchema>,
): Promise<WidgetJobs> {
  if (!(await scopeExists(db, scope))) throw notFound(WIDGET_NOT_FOUND);
  const paging = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  if (!('enterpriseId' in scope)) {
    return listedJobs(db, scope, { excludeTrials: false, ...paging });
  }
  const { rows, total } = await listedJobs(db, scope, {
    excludeTrials: false,
    companyId: query.location,
    ...paging,
  });
  return { rows, total, locations: await enterpriseLocations(db, scope.enterpriseId) };
}

/** The iframe fallback: the company's name and its newest jobs. */
export async function widgetFrame(db: Database, slug: string, limit: number) {
  const { company } = await findPublishedCareerPage(db, slug);
  const { rows } = await listedJobs(db, { slug }, { excludeTrials: false, limit });
  return { companyName: company.name, rows };
}

/** GET /api/widgets: the active company's page address and enterprise, for the snippets. */
export async function widgetSettings(db: Database, company: CompanyAccess) {
  const [row] = await db
    .select({
      companyName: companies.name,
      slug: careerPages.slug,
      publishedAt: careerPages.publishedAt,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      inTrial: sql<boolean>`coalesce(${billableEntities.trialEndsAt} > now(), false)`,
    })
    .from(companies)
    .leftJoin(careerPages, eq(careerPages.companyId, companies.id))
    .leftJoin(enterprises, eq(enterprises.id, companies.enterpriseId))
    .leftJoin(billableEntities, eq(billableEntities.companyId, companies.id))
    .where(eq(companies.id, company.id));
  if (!row) throw notFound('The company was not found.');
  return row;
}
