// An offer's attachment uploaded on the spot (optionally kept in the company file library).
import { and, eq, sql } from 'drizzle-orm';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import { offers } from '#server/db/schema.ts';
import { conflict } from '#server/lib/errors.ts';
import * as filesPolicy from '../files/files.policy.ts';
import { checkUpload, storeCompanyFile } from '../files/files.service.ts';
import type { CompanyActor } from '../pipeline/pipeline.policy.ts';
import type { OfferView } from './offer-views.ts';
import { findCompanyOffer, lockCompanyOffer } from './offers.service.ts';

export async function attachOfferFile(
  db: Database,
  storage: FileStorage,
  actor: CompanyActor,
  offerId: number,
  readForm: () => Promise<{ file: { name: string; data: Buffer }; addToLibrary: boolean }>,
): Promise<OfferView> {
  filesPolicy.authorize(actor.company, 'manage');
  await findCompanyOffer(db, actor, offerId);
  const form = await readForm();
  const checked = await checkUpload('file', form.file);
  await db.transaction(async (tx) => {
    const offer = await lockCompanyOffer(tx, actor.company.id, offerId);
    if (offer.status !== 'draft' && offer.status !== 'pending_approval') {
      throw conflict('This offer was sent and can no longer be changed.');
    }
    const { attachmentId } = await storeCompanyFile(tx, storage, {
      companyId: actor.company.id,
      userId: actor.userId,
      upload: checked,
      target: { modelType: 'offer', modelId: offer.id },
      addToLibrary: form.addToLibrary,
    });
    await tx
      .update(offers)
      .set({ attachmentId, updatedAt: sql`now()` })
      .where(and(eq(offers.id, offer.id), eq(offers.companyId, actor.company.id)));
  });
  return findCompanyOffer(db, actor, offerId);
}
