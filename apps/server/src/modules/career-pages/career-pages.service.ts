// The active company's career page: read (with proposals before the first save), save, publish and
// unpublish, and its images. The public side (pages, jobs, sitemap) reads through
// public-career-pages.service.ts.
import {
  CAREER_PAGE_NOT_SAVED,
  CAREER_SLUG_TAKEN,
  type CareerSection,
  slugFromName,
  type updateCareerPageSchema,
} from '@hireloop/shared/career-pages';
import type { z } from '@hireloop/shared/zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/execute.ts';
import { type CareerPageRow, careerPages, companies, opportunities } from '#server/db/schema.ts';
import { randomToken } from '#server/lib/crypto.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { checkImage } from '#server/lib/uploads.ts';
import { readAvatar } from '../accounts/avatar-files.ts';
import { sanitizeDescription } from '../opportunities/description.ts';
import { authorize } from './career-pages.policy.ts';

export const DEFAULT_PRIMARY_COLOR = '#1d4ed8';
export const DEFAULT_ACCENT_COLOR = '#f59e0b';
/** How many published opportunities the builder's preview lists. */
const PREVIEW_OPPORTUNITIES = 50;

export type CareerPageInput = z.output<typeof updateCareerPageSchema>;

export interface CareerPageView {
  page: CareerPageRow;
  saved: boolean;
  company: { id: number; name: string; avatarPath: string | null };
  opportunities: PublishedOpportunityCard[];
}

export interface PublishedOpportunityCard {
  id: number;
  title: string;
  location: string;
  remote: boolean;
  employmentType: string;
}

/** Storage key of a career page image of the company. */
export const careerImageKey = (companyId: number, name: string) => `career-pages/${companyId}/${name}`;

async function companyOf(db: Database, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, avatarPath: companies.avatarPath })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound('The company was not found.');
  return company;
}

/** The company's published opportunities, newest first (opportunities_company_status_idx). */
export async function publishedOpportunityCards(
  db: Database,
  companyId: number,
  limit = PREVIEW_OPPORTUNITIES,
): Promise<PublishedOpportunityCard[]> {
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      location: opportunities.location,
      remote: opportunities.remote,
      employmentType: opportunities.employmentType,
    })
    .from(opportunities)
    .where(and(eq(opportunities.companyId, companyId), eq(opportunities.status, 'published')))
    .orderBy(desc(opportunities.createdAt))
    .limit(limit);
}

/** A page that was never saved: the proposals the builder starts from. */
function proposedPage(company: { id: number; name: string }): CareerPageRow {
  const now = new Date();
  return {
    companyId: company.id,
    slug: slugFromName(company.name),
    headline: `Work at ${company.name}`,
    aboutHtml: '',
    aboutText: '',
    primaryColor: DEFAULT_PRIMARY_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
    logoImage: null,
    coverImage: null,
    sections: [],
    publishedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** GET /api/career-page: the active company's page (any member reads it). */
export async function getCareerPage(db: Database, company: CompanyAccess): Promise<CareerPageView> {
  authorize(company, 'view');
  const [row] = await db.select().from(careerPages).where(eq(careerPages.companyId, company.id));
  const owner = await companyOf(db, company.id);
  return {
    page: row ?? proposedPage(owner),
    saved: Boolean(row),
    company: owner,
    opportunities: await publishedOpportunityCards(db, company.id),
  };
}

/** Image names the page refers to must be images this company uploaded. */
async function assertImagesExist(
  storage: FileStorage,
  companyId: number,
  input: CareerPageInput,
): Promise<void> {
  const checks: Array<[string, string]> = [];
  if (input.logo_image) checks.push(['logo_image', input.logo_image]);
  if (input.cover_image) checks.push(['cover_image', input.cover_image]);
  input.sections.forEach((section, index) => {
    if (section.kind !== 'photos') return;
    section.items.forEach((item, itemIndex) => {
      checks.push([`sections.${index}.items.${itemIndex}`, item]);
    });
  });
  const errors: Record<string, string[]> = {};
  await Promise.all(
    checks.map(async ([field, name]) => {
      if (!(await storage.read(careerImageKey(companyId, name))))
        errors[field] = ['This image was not uploaded here.'];
    }),
  );
  if (Object.keys(errors).length > 0) throw validation(errors);
}

/** PUT /api/career-page: saves the page (creating it on first save); the slug must be free. */
export async function saveCareerPage(
  db: Database,
  storage: FileStorage,
  company: CompanyAccess,
  input: CareerPageInput,
): Promise<CareerPageView> {
  authorize(company, 'update');
  await assertImagesExist(storage, company.id, input);
  const about = sanitizeDescription(input.about);
  const values = {
    slug: input.slug,
    headline: input.headline,
    aboutHtml: about.html,
    aboutText: about.text,
    primaryColor: input.primary_color,
    accentColor: input.accent_color,
    logoImage: input.logo_image,
    coverImage: input.cover_image,
    sections: input.sections.map((section: CareerSection) => ({ ...section })),
  };
  try {
    await db
      .insert(careerPages)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: careerPages.companyId, set: { ...values, updatedAt: sql`now()` } });
  } catch (error) {
    if (isUniqueViolation(error)) throw validation({ slug: [CAREER_SLUG_TAKEN] });
    throw error;
  }
  return getCareerPage(db, company);
}

/** POST /api/career-page/publish|unpublish. Publishing needs a saved page. */
export async function setCareerPagePublished(
  db: Database,
  company: CompanyAccess,
  published: boolean,
): Promise<CareerPageView> {
  authorize(company, 'publish');
  const updated = await db
    .update(careerPages)
    .set({
      publishedAt: published ? sql`coalesce(${careerPages.publishedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(careerPages.companyId, company.id))
    .returning({ companyId: careerPages.companyId });
  if (updated.length === 0) throw validation({ slug: [CAREER_PAGE_NOT_SAVED] });
  return getCareerPage(db, company);
}

/** POST /api/career-page/images: checks the image by its content and stores it under a new name. */
export async function storeCareerImage(
  storage: FileStorage,
  company: CompanyAccess,
  data: Buffer,
): Promise<string> {
  authorize(company, 'update');
  const extension = await checkImage('image', data);
  // 12 random bytes are 16 base64url characters: CAREER_IMAGE_NAME_PATTERN.
  const name = `${randomToken(12)}.${extension}`;
  await storage.put(careerImageKey(company.id, name), data);
  return name;
}

/** An image of the company's page (the builder's preview, published or not), or 404. */
export async function readCareerImage(storage: FileStorage, companyId: number, name: string) {
  const image = await readAvatar(storage, careerImageKey(companyId, name));
  if (!image) throw notFound('This image was not found.');
  return image;
}
