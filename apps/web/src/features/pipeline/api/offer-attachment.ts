// An offer's PDF attachment (docs/api/offers.md): uploaded with `POST /api/offers/{id}/attachment`
// (optionally kept in the file library), taken from the library or removed with `PUT
// /api/offers/{id}` `{library_model_has_file_id}` — while the offer is a draft or awaits approval.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryFile } from '#web/lib/file-library.ts';
import { FILE_LIBRARY_KEY } from '#web/lib/file-library.ts';
import { api } from '#web/lib/http.ts';
import type { Offer } from './offers.ts';
import { offerKeys } from './offers.ts';
import { pipelineKeys } from './pipeline-types.ts';

/** What the offer form holds until the offer is saved. */
export type OfferAttachmentChoice =
  | { kind: 'upload'; file: File; addToLibrary: boolean }
  | { kind: 'library'; file: LibraryFile }
  | null;

const FORM_REQUEST = { handledStatuses: [413, 422] } as const;

export function uploadOfferAttachment(offerId: number, file: File, addToLibrary: boolean): Promise<Offer> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (addToLibrary) form.append('add_to_library', '1');
  return api.post<Offer>(`/api/offers/${offerId}/attachment`, form, FORM_REQUEST);
}

/** Puts the library file on the offer, or takes the attachment off with `null`. */
export function setOfferLibraryAttachment(offerId: number, libraryFileId: number | null): Promise<Offer> {
  return api.put<Offer>(
    `/api/offers/${offerId}`,
    { libraryModelHasFileId: libraryFileId },
    { handledStatuses: [409, 422] },
  );
}

/** Applies the form's choice to a saved offer. */
export function applyOfferAttachment(offerId: number, choice: OfferAttachmentChoice): Promise<Offer | null> {
  if (!choice) return Promise.resolve(null);
  return choice.kind === 'upload'
    ? uploadOfferAttachment(offerId, choice.file, choice.addToLibrary)
    : setOfferLibraryAttachment(offerId, choice.file.modelHasFileId);
}

export function useChangeOfferAttachment(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, choice }: { offerId: number; choice: OfferAttachmentChoice }) =>
      choice ? applyOfferAttachment(offerId, choice) : setOfferLibraryAttachment(offerId, null),
    onSuccess: (_offer, { choice }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.ofApplication(applicationId) }),
        queryClient.invalidateQueries({ queryKey: pipelineKeys.panel(applicationId) }),
        choice?.kind === 'upload' && choice.addToLibrary
          ? queryClient.invalidateQueries({ queryKey: FILE_LIBRARY_KEY })
          : null,
      ]),
  });
}
