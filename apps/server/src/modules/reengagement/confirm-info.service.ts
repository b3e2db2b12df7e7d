// /confirm "Confirm Your Info" (public, by signed link): the contact sees the details the company
// holds, confirms or corrects them, and says whether the company may contact them; the answer and
// its time are recorded. A forged or altered link is refused; a genuine one stops after its expiry.

import type { confirmInfoInputSchema } from '@hireloop/shared/reengagement';
import type { z } from '@hireloop/shared/zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companies, talentPoolContacts as contacts, type talentPoolContacts } from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { validation } from '#server/lib/errors.ts';
import { readSignedLink } from './signed-links.ts';

export const INVALID_LINK = 'This link is not valid. Open the whole link from the email.';
export const EXPIRED_LINK = 'This link has expired. Ask the company to send you a new one.';

export type ConfirmView = typeof talentPoolContacts.$inferSelect & { companyName: string; expiresAt: Date };

/** The contact behind a token, or 422 saying why the link is refused. */
export async function findConfirmTarget(db: Database, keyring: Keyring, token: string): Promise<ConfirmView> {
  const claim = readSignedLink(keyring, 'talent-pool.confirm', token);
  if ('problem' in claim)
    throw validation({ token: [claim.problem === 'expired' ? EXPIRED_LINK : INVALID_LINK] });
  const [row] = await db
    .select({ contact: contacts, companyName: companies.name })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    // A person added from a Hireloop search keeps their details on their profile.
    .where(and(eq(contacts.id, claim.id), isNull(contacts.candidateUserId)));
  if (!row) throw validation({ token: [INVALID_LINK] });
  return { ...row.contact, companyName: row.companyName, expiresAt: claim.expiresAt };
}

export async function confirmInfo(
  db: Database,
  keyring: Keyring,
  input: z.output<typeof confirmInfoInputSchema>,
): Promise<ConfirmView> {
  const target = await findConfirmTarget(db, keyring, input.token);
  const now = new Date();
  const [updated] = await db
    .update(contacts)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      location: input.location,
      confirmedAt: now,
      contactConsent: input.consent,
      contactConsentAt: now,
    })
    .where(eq(contacts.id, target.id))
    .returning();
  return { ...updated!, companyName: target.companyName, expiresAt: target.expiresAt };
}
