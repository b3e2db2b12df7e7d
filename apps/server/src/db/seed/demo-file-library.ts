// Demo file library (issue 20) at Northwind Bakery: a staff handbook and a benefits summary, the
// handbook given with the checklist's "Read the employee handbook" task so every hire (Quinn, seeded
// after this) opens it from their onboarding. Needs the file storage, so it runs only at start-up.
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { collectPdf } from '#server/lib/pdf-bytes.ts';
import { storeCompanyFile } from '#server/modules/files/files.service.ts';
import { DEFAULT_ONBOARDING_TASKS } from '#server/modules/onboarding/default-onboarding-tasks.ts';
import type { Database } from '../client.ts';
import { companies, modelHasFiles, onboardingTemplates } from '../schema.ts';

async function documentPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: title } });
  const bytes = collectPdf(doc);
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown();
  for (const paragraph of paragraphs) doc.font('Helvetica').fontSize(11).text(paragraph).moveDown(0.6);
  doc.end();
  return bytes;
}

const HANDBOOK = [
  'Welcome to Northwind Bakery. This handbook covers how we work, what you can expect from us and what we expect from you.',
  'Your first week: you shadow a shift lead, learn the opening and closing routines, and complete food-safety training.',
  'Hours and breaks: shifts are posted two weeks ahead. Every shift over six hours includes a paid 30-minute break.',
  'Food safety: wash hands on entering the kitchen and between tasks; allergens are labelled and stored apart.',
  'Questions go to your manager or to people@northwind.example.',
];
const BENEFITS = [
  'Health cover from your first day for full-time staff; dental and vision after 90 days.',
  'Two free loaves a week, and 30 % off everything else in our shops.',
  'Paid time off: 15 days a year, rising to 20 after three years.',
];

export async function seedDemoFileLibrary(db: Database, storage: FileStorage): Promise<void> {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return;
  const [already] = await db
    .select({ id: modelHasFiles.id })
    .from(modelHasFiles)
    .where(and(eq(modelHasFiles.companyId, northwind.id), eq(modelHasFiles.modelType, 'library')))
    .limit(1);
  if (already) return;
  const handbook = await documentPdf('Northwind Bakery staff handbook', HANDBOOK);
  const benefits = await documentPdf('Benefits at a glance', BENEFITS);
  await db.transaction(async (tx) => {
    const store = (name: string, data: Buffer) =>
      storeCompanyFile(tx, storage, {
        companyId: northwind.id,
        userId: null,
        upload: { name, mimeType: 'application/pdf', data },
        target: null,
        addToLibrary: true,
      });
    const { libraryId: handbookId } = await store('Northwind staff handbook.pdf', handbook);
    await store('Benefits at a glance.pdf', benefits);
    const tasks = DEFAULT_ONBOARDING_TASKS.map((task, index) =>
      index === 0 ? { ...task, document_id: handbookId } : task,
    );
    await tx.insert(onboardingTemplates).values({ companyId: northwind.id, tasks }).onConflictDoNothing();
  });
}
