// Offer letter templates of the active company: rich text sanitized like opportunity descriptions,
// with merge fields checked against the known ones. A company always has at least one template:
// the default is created when its list is first read, and the last one cannot be deleted.
import type { PaginationQuery } from '@hireloop/shared/api';
import {
  type CreateOfferTemplateInput,
  MERGE_FIELDS,
  type UpdateOfferTemplateInput,
  unknownMergeFields,
} from '@hireloop/shared/offers';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { offerLetterTemplates } from '#server/db/schema.ts';
import { notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { sanitizeDescription } from '../opportunities/description.ts';
import { DEFAULT_OFFER_TEMPLATE_BODY, DEFAULT_OFFER_TEMPLATE_NAME } from './default-offer-template.ts';
import * as offersPolicy from './offers.policy.ts';

export type OfferTemplateRow = typeof offerLetterTemplates.$inferSelect;

export const OFFER_TEMPLATE_NOT_FOUND = 'The offer letter template was not found.';

/** Sanitized body, or a 422 on `body` (empty once sanitized, or an unknown merge field). */
export function cleanTemplateBody(body: string): string {
  const { html, text } = sanitizeDescription(body);
  if (!text) throw validation({ body: ['The body field is required.'] });
  const unknown = unknownMergeFields(html);
  if (unknown.length > 0) {
    const known = MERGE_FIELDS.map((field) => `{{${field.key}}}`).join(', ');
    throw validation({ body: [`Unknown merge field {{${unknown[0]}}}. Use one of: ${known}.`] });
  }
  return html;
}

export async function findOfferTemplate(
  db: Database | Transaction,
  company: CompanyAccess,
  id: number,
): Promise<OfferTemplateRow> {
  offersPolicy.authorize(company, 'manage');
  const [row] = await db
    .select()
    .from(offerLetterTemplates)
    .where(and(eq(offerLetterTemplates.id, id), eq(offerLetterTemplates.companyId, company.id)));
  if (!row) throw notFound(OFFER_TEMPLATE_NOT_FOUND);
  return row;
}

/** Creates the default template for a company that has none (seed and first read). */
export async function ensureDefaultOfferTemplate(
  db: Database | Transaction,
  companyId: number,
): Promise<void> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(offerLetterTemplates)
    .where(eq(offerLetterTemplates.companyId, companyId));
  if (total > 0) return;
  await db.insert(offerLetterTemplates).values({
    companyId,
    name: DEFAULT_OFFER_TEMPLATE_NAME,
    bodyHtml: DEFAULT_OFFER_TEMPLATE_BODY,
    isDefault: true,
  });
}

export async function listOfferTemplates(db: Database, company: CompanyAccess, query: PaginationQuery) {
  offersPolicy.authorize(company, 'manage');
  await ensureDefaultOfferTemplate(db, company.id);
  const where = eq(offerLetterTemplates.companyId, company.id);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(offerLetterTemplates)
      .where(where)
      .orderBy(
        desc(offerLetterTemplates.isDefault),
        desc(offerLetterTemplates.updatedAt),
        desc(offerLetterTemplates.id),
      )
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(offerLetterTemplates).where(where),
  ]);
  return { rows, total };
}

/** One default per company: making one the default clears the others. */
async function clearOtherDefaults(tx: Transaction, companyId: number, keepId: number) {
  await tx
    .update(offerLetterTemplates)
    .set({ isDefault: false })
    .where(and(eq(offerLetterTemplates.companyId, companyId), ne(offerLetterTemplates.id, keepId)));
}

export async function createOfferTemplate(
  db: Database,
  company: CompanyAccess,
  userId: number,
  input: CreateOfferTemplateInput,
): Promise<OfferTemplateRow> {
  offersPolicy.authorize(company, 'manage');
  const bodyHtml = cleanTemplateBody(input.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offerLetterTemplates)
      .values({
        companyId: company.id,
        name: input.name,
        bodyHtml,
        isDefault: input.is_default ?? false,
        createdBy: userId,
      })
      .returning();
    if (row!.isDefault) await clearOtherDefaults(tx, company.id, row!.id);
    return row!;
  });
}

export async function updateOfferTemplate(
  db: Database,
  company: CompanyAccess,
  id: number,
  input: UpdateOfferTemplateInput,
): Promise<OfferTemplateRow> {
  offersPolicy.authorize(company, 'manage');
  const bodyHtml = input.body !== undefined ? cleanTemplateBody(input.body) : undefined;
  return db.transaction(async (tx) => {
    const row = await findOfferTemplate(tx, company, id);
    const [updated] = await tx
      .update(offerLetterTemplates)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(bodyHtml !== undefined ? { bodyHtml } : {}),
        ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
        updatedAt: new Date(),
      })
      .where(eq(offerLetterTemplates.id, row.id))
      .returning();
    if (updated!.isDefault) await clearOtherDefaults(tx, company.id, updated!.id);
    return updated!;
  });
}

/** Offers made from it keep their own copy of the text; their template_id becomes null. */
export async function deleteOfferTemplate(db: Database, company: CompanyAccess, id: number): Promise<void> {
  offersPolicy.authorize(company, 'manage');
  await db.transaction(async (tx) => {
    const row = await findOfferTemplate(tx, company, id);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(offerLetterTemplates)
      .where(eq(offerLetterTemplates.companyId, company.id));
    if (total <= 1) throw validation({ id: ['A company keeps at least one offer letter template.'] });
    await tx.delete(offerLetterTemplates).where(eq(offerLetterTemplates.id, row.id));
  });
}
