// Demo imports (issue 23): a finished import of café contacts into Northwind Bakery's talent pool,
// with two rows that failed (downloadable from /user-imports/{id}), whose contacts were asked to
// confirm their info (one confirmed and agreed to be contacted, one declined, one not answered);
// and a team-member import that invited two people, with one row refused for its role.

import { INVITATION_LIFETIME_DAYS } from '@hireloop/shared/tenancy';
import { and, eq } from 'drizzle-orm';
import { randomToken, sha256 } from '#server/lib/crypto.ts';
import type { Database } from '../client.ts';
import {
  companies,
  companyMemberships,
  invitations,
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
    location: 'Portland, OR',
  },
  {
    firstName: 'Tomás',
    lastName: 'Ortega',
    email: 'tomas.ortega@contacts.hireloop.example',
    phone: null,
    location: null,
  },
  {
    firstName: 'Hana',
    lastName: 'Kobayashi',
    email: 'hana.kobayashi@contacts.hireloop.example',
    phone: '+15035550177',
    location: 'Beaverton, OR',
  },
];

/** The team-member import's invitees (open invitations on /team-members). */
const TEAM_INVITEES = [
  { email: 'jordan.lee@northwind.hireloop.example', role: 'Recruiter' },
  { email: 'sam.okafor@northwind.hireloop.example', role: 'Team Member' },
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
    const now = new Date();
    const day = 86_400_000;
    const [row] = await tx
      .insert(userImports)
      .values({
        companyId: northwind.id,
        createdBy: admin?.userId ?? null,
        importerRole: 'Company Admin',
        fileName: 'farmers-market-contacts.csv',
        // Finished imports are never read again; the rows file of the demo is not kept.
        storageKey: 'imports/demo/farmers-market-contacts.json',
        status: 'completed',
        headers: ['First name', 'Last name', 'Email', 'Phone', 'City'],
        mapping: { first_name: 0, last_name: 1, email: 2, phone: 3, location: 4, notes: null, role: null },
        sample: CONTACTS.map((contact) => [
          contact.firstName,
          contact.lastName,
          contact.email,
          contact.phone ?? '',
          contact.location ?? '',
        ]),
        totalRows: 5,
        invalidRows: 2,
        processedRows: 5,
        errorCount: 2,
        confirmStatus: 'completed',
        confirmTotal: CONTACTS.length,
        confirmSent: CONTACTS.length,
        startedAt: new Date(now.getTime() - 3 * day),
        finishedAt: new Date(now.getTime() - 3 * day),
      })
      .returning({ id: userImports.id });
    const asked = new Date(now.getTime() - 2 * day);
    const answered = new Date(now.getTime() - day);
    const created = await tx
      .insert(talentPoolContacts)
      .values(
        CONTACTS.map((contact, index) => ({
          ...contact,
          companyId: northwind.id,
          createdBy: admin?.userId ?? null,
          importId: row!.id,
          notes: 'Met at the farmers market',
          confirmRequestedAt: asked,
          // Priya confirmed and agreed; Tomás declined to be contacted; Hana has not answered yet.
          ...(index < 2
            ? { confirmedAt: answered, contactConsent: index === 0, contactConsentAt: answered }
            : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: talentPoolContacts.id });
    await tx
      .update(userImports)
      .set({ createdCount: created.length, existingCount: CONTACTS.length - created.length })
      .where(eq(userImports.id, row!.id));
    await tx.insert(userImportErrors).values([
      { importId: row!.id, rowNumber: 4, field: 'email', message: 'The email is not a valid address.' },
      {
        importId: row!.id,
        rowNumber: 6,
        field: 'phone',
        message: 'The phone must be in international format, such as +15035550100.',
      },
    ]);

    const [team] = await tx
      .insert(userImports)
      .values({
        companyId: northwind.id,
        createdBy: admin?.userId ?? null,
        kind: 'team',
        importerRole: 'Company Admin',
        fileName: 'new-hires.csv',
        storageKey: 'imports/demo/new-hires.json',
        status: 'completed',
        headers: ['Email', 'Role'],
        mapping: {
          first_name: null,
          last_name: null,
          email: 0,
          phone: null,
          location: null,
          notes: null,
          role: 1,
        },
        sample: [
          ...TEAM_INVITEES.map((invitee) => [invitee.email, invitee.role]),
          ['chris@northwind', 'Owner'],
        ],
        totalRows: 3,
        invalidRows: 1,
        processedRows: 3,
        createdCount: TEAM_INVITEES.length,
        errorCount: 1,
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: userImports.id });
    await tx.insert(userImportErrors).values([
      { importId: team!.id, rowNumber: 4, field: 'email', message: 'The email is not a valid address.' },
      {
        importId: team!.id,
        rowNumber: 4,
        field: 'role',
        message: 'The role must be one of Company Admin, Manager, Recruiter, Team Member.',
      },
    ]);
    if (admin)
      await tx.insert(invitations).values(
        TEAM_INVITEES.map((invitee) => ({
          companyId: northwind.id,
          email: invitee.email,
          role: invitee.role,
          // The demo's links are not mailed: a fresh one comes from "Resend" on the team page.
          tokenHash: sha256(randomToken(32)),
          invitedBy: admin.userId,
          expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * day),
        })),
      );
  });
  return [];
}
