// Demo import (issue 23): a finished import of café contacts into Northwind Bakery's talent pool,
// with two rows that failed (downloadable from /user-imports/{id}).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  companies,
  companyMemberships,
  talentPoolContacts,
  userImportErrors,
  userImports,
} from '../schema.ts';
import type { DemoLogin } from './demo-login.ts';

const CONTACTS = [
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@contacts.hireloop.example',
    phone: '+15035550141',
  },
  { firstName: 'Tomás', lastName: 'Ortega', email: 'tomas.ortega@contacts.hireloop.example', phone: null },
  {
    firstName: 'Hana',
    lastName: 'Kobayashi',
    email: 'hana.kobayashi@contacts.hireloop.example',
    phone: '+15035550177',
  },
];

export async function seedDemoImport(db: Database): Promise<DemoLogin[]> {
  const [northwind] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Northwind Bakery'));
  if (!northwind) return [];
  const [already] = await db
    .select({ id: userImports.id })
    .from(userImports)
    .where(eq(userImports.companyId, northwind.id))
    .limit(1);
  if (already) return [];
  const [admin] = await db
    .select({ userId: companyMemberships.userId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, northwind.id), eq(companyMemberships.role, 'Company Admin')))
    .limit(1);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(talentPoolContacts)
      .values(
        CONTACTS.map((contact) => ({
          ...contact,
          companyId: northwind.id,
          createdBy: admin?.userId ?? null,
          notes: 'Met at the farmers market',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: talentPoolContacts.id });
    const now = new Date();
    const [row] = await tx
      .insert(userImports)
      .values({
        companyId: northwind.id,
        createdBy: admin?.userId ?? null,
        fileName: 'farmers-market-contacts.csv',
        // Finished imports are never read again; the rows file of the demo is not kept.
        storageKey: 'imports/demo/farmers-market-contacts.json',
        status: 'completed',
        headers: ['First name', 'Last name', 'Email', 'Phone'],
        mapping: { first_name: 0, last_name: 1, email: 2, phone: 3, notes: null },
        sample: CONTACTS.map((contact) => [
          contact.firstName,
          contact.lastName,
          contact.email,
          contact.phone ?? '',
        ]),
        totalRows: 5,
        invalidRows: 2,
        processedRows: 5,
        createdCount: created.length,
        existingCount: CONTACTS.length - created.length,
        errorCount: 2,
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: userImports.id });
    await tx.insert(userImportErrors).values([
      { importId: row!.id, rowNumber: 4, field: 'email', message: 'The email is not a valid address.' },
      {
        importId: row!.id,
        rowNumber: 6,
        field: 'phone',
        message: 'The phone must be in international format, such as +15035550100.',
      },
    ]);
  });
  return [];
}
