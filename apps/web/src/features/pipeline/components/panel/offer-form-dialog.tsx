// "Make an offer" from the candidate panel: a letter template and the terms, an optional PDF
// (uploaded or from the file library), a preview of the letter with the candidate's real values,
// then save as a draft or save and send.
import { PAY_PERIODS } from '@hireloop/shared/opportunities/enums';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { LetterHtml } from '#web/components/letter-html.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import {
  type OfferAttachmentChoice,
  useChangeOfferAttachment,
} from '#web/features/pipeline/api/offer-attachment.ts';
import {
  type Offer,
  useCreateOffer,
  useOfferAction,
  useOfferTemplates,
  usePreviewOffer,
  useUpdateOffer,
} from '#web/features/pipeline/api/offers.ts';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { toast } from '#web/lib/toast.ts';
import { OfferAttachmentField } from './offer-attachment-field.tsx';

const PERIOD_LABELS: Record<(typeof PAY_PERIODS)[number], string> = {
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};

const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface OfferFormDialogProps {
  applicationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function OfferFormDialog({ applicationId, open, onOpenChange }: OfferFormDialogProps) {
  const templates = useOfferTemplates(open);
  const preview = usePreviewOffer();
  const create = useCreateOffer(applicationId);
  const update = useUpdateOffer(applicationId);
  const action = useOfferAction(applicationId);
  const [attachment, setAttachment] = useState<OfferAttachmentChoice>(null);
  // A draft saved before its upload failed: trying again updates it instead of making another.
  const [savedDraft, setSavedDraft] = useState<Offer | null>(null);
  const changeAttachment = useChangeOfferAttachment(applicationId);
  const [templateId, setTemplateId] = useState('');
  const [pay, setPay] = useState('');
  const [payPeriod, setPayPeriod] = useState<string>('hour');
  const [startDate, setStartDate] = useState(dateIn(14));
  const [expiresOn, setExpiresOn] = useState(dateIn(7));
  const [location, setLocation] = useState('');
  const [managerName, setManagerName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [letter, setLetter] = useState<string | null>(null);

  const chosenTemplate = templateId || String(templates.data?.data[0]?.id ?? '');
  const payload = () => ({
    applicationId,
    templateId: Number(chosenTemplate),
    payAmountCents: Math.round(Number(pay.replace(/[$,\s]/g, '')) * 100) || 0,
    payPeriod,
    startDate,
    expiresOn,
    location,
    managerName,
  });
  const showErrors = (error: unknown) => {
    const found = validationErrorsOf(error);
    if (found) setErrors(found);
  };

  const onPreview = () => {
    setErrors({});
    preview.mutate(payload(), { onSuccess: (data) => setLetter(data.letterHtml), onError: showErrors });
  };

  const saveDraft = () => {
    const libraryModelHasFileId = attachment?.kind === 'library' ? attachment.file.modelHasFileId : null;
    if (savedDraft) {
      const { applicationId: _, ...terms } = payload();
      return update.mutateAsync({ id: savedDraft.id, payload: { ...terms, libraryModelHasFileId } });
    }
    return create.mutateAsync({ ...payload(), libraryModelHasFileId });
  };

  const onSave = async (send: boolean) => {
    setErrors({});
    try {
      const offer = await saveDraft();
      setSavedDraft(offer);
      if (attachment?.kind === 'upload') {
        await changeAttachment.mutateAsync({ offerId: offer.id, choice: attachment });
      }
      if (send) {
        // The answer's `message` is shown as a toast by the http client.
        await action.mutateAsync({ id: offer.id, action: 'send' });
      } else {
        toast.success('The offer was saved as a draft.');
      }
      onOpenChange(false);
      setLetter(null);
      setAttachment(null);
      setSavedDraft(null);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) {
        setErrors({ file: 'The file may not be greater than 10 MB.' });
      } else {
        showErrors(error);
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(true);
  };
  const busy = create.isPending || update.isPending || changeAttachment.isPending || action.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Make an offer">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <SelectField
          label="Offer letter template"
          value={chosenTemplate}
          onChange={(event) => setTemplateId(event.target.value)}
          error={errors.template_id ?? null}
        >
          {(templates.data?.data ?? []).map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Pay (USD)"
            inputMode="decimal"
            value={pay}
            onChange={(event) => setPay(event.target.value)}
            error={errors.pay_amount_cents ?? null}
            placeholder="21.50"
          />
          <SelectField
            label="Pay period"
            value={payPeriod}
            onChange={(event) => setPayPeriod(event.target.value)}
          >
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Start date"
            type="date"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={errors.start_date ?? null}
          />
          <TextField
            label="Offer expires on"
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            error={errors.expires_on ?? null}
          />
          <TextField
            label="Location"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
          />
          <TextField
            label="Manager"
            value={managerName}
            onChange={(event) => setManagerName(event.target.value)}
          />
        </div>
        <OfferAttachmentField
          value={attachment}
          onChange={setAttachment}
          error={errors.file ?? errors.library_model_has_file_id ?? null}
        />
        {errors.application_id || errors[''] ? (
          <Banner variant="error">{errors.application_id ?? errors['']}</Banner>
        ) : null}
        {letter ? (
          <section aria-label="Letter preview" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <LetterHtml html={letter} />
          </section>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onPreview} loading={preview.isPending}>
            Preview letter
          </Button>
          <Button variant="secondary" onClick={() => void onSave(false)} disabled={busy}>
            Save draft
          </Button>
          <Button type="submit" loading={busy}>
            Send offer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
