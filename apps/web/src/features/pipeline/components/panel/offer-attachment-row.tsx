// The offer's attachment on the candidate panel: a link to it, and while the offer can still be
// changed (draft, awaiting approval) a way to remove it or to attach one.
import { formatAttachmentSize } from '@hireloop/shared/message-rules';
import { FileText, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import {
  type OfferAttachmentChoice,
  useChangeOfferAttachment,
} from '#web/features/pipeline/api/offer-attachment.ts';
import type { Offer } from '#web/features/pipeline/api/offers.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { OfferAttachmentField } from './offer-attachment-field.tsx';

function problemOf(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof HttpError && error.status === 413) return 'The file may not be greater than 10 MB.';
  const errors = validationErrorsOf(error);
  if (errors) return errors.file ?? errors.library_model_has_file_id ?? Object.values(errors)[0] ?? null;
  if (error instanceof HttpError && error.status === 409)
    return 'This offer was sent and can no longer be changed.';
  return 'The attachment could not be saved. Please try again.';
}

function AttachDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const change = useChangeOfferAttachment(offer.applicationId);
  const [choice, setChoice] = useState<OfferAttachmentChoice>(null);
  const save = () =>
    change.mutate(
      { offerId: offer.id, choice },
      {
        onSuccess: () => {
          toast.success('The PDF was attached to the offer.');
          onClose();
        },
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Attach a PDF">
      <div className="space-y-4">
        <OfferAttachmentField value={choice} onChange={setChoice} error={problemOf(change.error)} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!choice} loading={change.isPending} onClick={save}>
            Attach
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

export function OfferAttachmentRow({ offer }: { offer: Offer }) {
  const change = useChangeOfferAttachment(offer.applicationId);
  const [attaching, setAttaching] = useState(false);
  const attachment = offer.attachment;
  const canChange = offer.abilities.update;
  if (!attachment && !canChange) return null;
  const remove = () =>
    change.mutate(
      { offerId: offer.id, choice: null },
      {
        onSuccess: () => toast.success('The attachment was removed from the offer.'),
        onError: (error) => toast.error(problemOf(error)),
      },
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      {attachment ? (
        <>
          <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <a
            href={`/api/offers/${offer.id}/attachment`}
            className="min-w-0 truncate font-medium text-brand-700 underline"
            aria-label={`Attachment: ${attachment.currentName}`}
          >
            {attachment.currentName}
          </a>
          <span className="text-xs text-slate-600">{formatAttachmentSize(attachment.sizeBytes)}</span>
          {canChange ? (
            <Button size="sm" variant="ghost" onClick={remove} loading={change.isPending}>
              Remove attachment
            </Button>
          ) : null}
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setAttaching(true)}>
          <Paperclip className="size-4" aria-hidden="true" />
          Attach PDF
        </Button>
      )}
      {attaching ? <AttachDialog offer={offer} onClose={() => setAttaching(false)} /> : null}
    </div>
  );
}
