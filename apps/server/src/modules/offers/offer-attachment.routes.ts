// POST /api/offers/:id/attachment: an offer's attachment uploaded with the offer (multipart: file,
// current_name, add_to_library), stored in the company file library's storage (decision 050).
import { MAX_LIBRARY_FILE_BYTES } from '@hireloop/shared/files';
import { offerSchema } from '@hireloop/shared/offers';
import { z } from '@hireloop/shared/zod';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { readLibraryForm } from '../files/upload-form.ts';
import { attachOfferFile } from './offer-attachment.service.ts';
import { presentOffer } from './offers.presenter.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function registerOfferAttachmentRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  app.post(
    '/api/offers/:id/attachment',
    {
      schema: { params: idParams, response: { 200: offerSchema } },
      config: { upload: { field: 'file', maxBytes: MAX_LIBRARY_FILE_BYTES } },
    },
    async (request) => {
      const actor = await requestActor(request, db);
      const company = activeCompanyOf(actor);
      const offer = await attachOfferFile(
        db,
        deps.storage,
        { userId: actor.userId, company },
        request.params.id,
        () => readLibraryForm(request),
      );
      return presentOffer(offer, company);
    },
  );
}
