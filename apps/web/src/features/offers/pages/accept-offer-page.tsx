// `/offers/{uuid}` (Accept Offer Letter, no login): the letter as the candidate keeps it; accept by
// typing one's full name and agreeing to sign electronically, or decline with an optional reason.
// Expired, withdrawn or answered offers say so; an accepted one offers the signed PDF.
import { formatDate } from '@hireloop/shared/time';
import { CheckCircle2, Download, Paperclip } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { LetterHtml } from '#web/components/letter-html.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { HttpError } from '#web/lib/http.ts';
import { type PublicOffer, useAnswerOffer, usePublicOffer } from '../api/public-offer.ts';

function messageOf(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : null;
}

function AnswerForm({ offer }: { offer: PublicOffer }) {
  const answer = useAnswerOffer(offer.uuid);
  const consentId = useId();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const errors = validationErrorsOf(answer.error) ?? {};
  const failure =
    errors[''] ?? (answer.error && !validationErrorsOf(answer.error) ? messageOf(answer.error) : null);

  const accept = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ action: 'accept', fullName, consent, documentHash: offer.documentHash });
  };

  if (declining) {
    return (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          answer.mutate({ action: 'decline', reason });
        }}
      >
        <TextAreaField
          label="Reason (optional)"
          value={reason}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason ?? null}
        />
        {failure ? <Banner variant="error">{failure}</Banner> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeclining(false)}>
            Back
          </Button>
          <Button type="submit" variant="danger" loading={answer.isPending}>
            Decline offer
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="space-y-4" onSubmit={accept} noValidate>
      <TextField
        label="Your full name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={errors.full_name ?? null}
        hint={`Type your name as it should appear on the signed letter, for example ${offer.candidateName}.`}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            className="mt-0.5 size-5 rounded border-slate-300 text-brand-600"
          />
          <label htmlFor={consentId} className="text-sm text-slate-800">
            I agree to sign this offer letter electronically. Typing my name above is my signature.
          </label>
        </div>
        {errors.consent ? <p className="mt-1 text-sm text-red-700">{errors.consent}</p> : null}
      </div>
      {failure ? <Banner variant="error">{failure}</Banner> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setDeclining(true)}>
          Decline
        </Button>
        <Button type="submit" loading={answer.isPending}>
          Accept offer
        </Button>
      </div>
    </form>
  );
}

function Closed({ offer }: { offer: PublicOffer }) {
  if (offer.status === 'accepted' && offer.acceptance) {
    return (
      <div className="space-y-4">
        <Banner variant="success" title="You accepted this offer">
          Signed by {offer.acceptance.fullName} on {formatDate(offer.acceptance.acceptedAt)}.
        </Banner>
        <div className="flex flex-wrap gap-3">
          {offer.pdfUrl ? (
            <a
              href={offer.pdfUrl}
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
            >
              <Download className="size-4" aria-hidden="true" />
              Download the signed letter (PDF)
            </a>
          ) : null}
          {offer.onboardingId ? (
            <Link
              to={`/onboarding/${offer.onboardingId}`}
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Start onboarding
            </Link>
          ) : null}
        </div>
      </div>
    );
  }
  return <Banner variant={offer.status === 'declined' ? 'info' : 'warning'}>{offer.closedMessage}</Banner>;
}

export default function AcceptOfferPage() {
  const { uuid = '' } = useParams();
  const offer = usePublicOffer(uuid);

  if (offer.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-brand-600" label="Loading the offer" />
      </div>
    );
  }
  if (offer.isError) {
    const missing = offer.error instanceof HttpError && offer.error.status === 404;
    return (
      <Card className="mx-auto max-w-2xl">
        {missing ? (
          <ErrorState
            title="Offer not found"
            description="This link is not valid. Ask the company to send it again."
          />
        ) : (
          <ErrorState onRetry={() => void offer.refetch()} retrying={offer.isFetching} />
        )}
      </Card>
    );
  }
  const data = offer.data;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-2 sm:px-0">
      <div>
        <p className="text-sm font-medium text-slate-500">{data.company.name}</p>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">
          Offer for {data.opportunityTitle}
        </h2>
        {data.status === 'sent' ? (
          <p className="mt-1 text-sm text-slate-600">
            Open until {formatDate(`${data.expiresOn}T12:00:00Z`)}
          </p>
        ) : null}
      </div>
      <Card className="p-5 sm:p-8">
        <article aria-label="Offer letter">
          <LetterHtml html={data.letterHtml} />
        </article>
        {data.attachment ? (
          <a
            href={data.attachment.url}
            className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {data.attachment.name}
          </a>
        ) : null}
      </Card>
      <Card className="p-5 sm:p-6">
        {data.status === 'sent' ? <AnswerForm offer={data} /> : <Closed offer={data} />}
      </Card>
    </div>
  );
}
