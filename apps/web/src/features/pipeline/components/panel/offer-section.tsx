// The offer of this application on the candidate panel (Recruiter and above): make one, preview,
// its PDF attachment, send, withdraw, the signed PDF once accepted, and the hire's onboarding progress.
import { OFFER_STATUS_LABELS } from '@hireloop/shared/offers';
import { formatDate } from '@hireloop/shared/time';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { Dialog } from '#web/components/dialog.tsx';
import { LetterHtml } from '#web/components/letter-html.tsx';
import {
  type Offer,
  useApplicationOffers,
  useApplicationOnboarding,
  useOfferAction,
} from '#web/features/pipeline/api/offers.ts';
import { OfferAttachmentRow } from './offer-attachment-row.tsx';
import { OfferFormDialog } from './offer-form-dialog.tsx';
import { PanelSection } from './panel-section.tsx';

const OPEN = ['draft', 'pending_approval', 'sent', 'accepted'];

function OnboardingProgress({ applicationId }: { applicationId: number }) {
  const onboarding = useApplicationOnboarding(applicationId, true);
  const current = onboarding.data?.data[0];
  if (!current) return null;
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-700" id={`onboarding-${current.id}`}>
        Onboarding: {current.tasksCompleted} of {current.tasksTotal} tasks done ({current.progress} %)
      </p>
      <div
        role="progressbar"
        aria-labelledby={`onboarding-${current.id}`}
        aria-valuenow={current.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-emerald-600" style={{ width: `${current.progress}%` }} />
      </div>
    </div>
  );
}

function OfferSummary({ offer, applicationId }: { offer: Offer; applicationId: number }) {
  const action = useOfferAction(applicationId);
  const [reading, setReading] = useState(false);
  const run = (kind: 'send' | 'approve' | 'withdraw') =>
    // The answer's `message` is shown as a toast by the http client.
    action.mutate({ id: offer.id, action: kind });
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {offer.payText} · starts {formatDate(`${offer.startDate}T12:00:00Z`)}
        </p>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Offer {OFFER_STATUS_LABELS[offer.status].toLowerCase()}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">Open until {formatDate(`${offer.expiresOn}T12:00:00Z`)}</p>
      {offer.acceptance ? (
        <p className="mt-1 text-sm text-slate-600">
          Signed by {offer.acceptance.fullName} on {formatDate(offer.acceptance.acceptedAt)}
        </p>
      ) : null}
      {offer.declineReason ? (
        <p className="mt-1 text-sm text-slate-600">Reason: {offer.declineReason}</p>
      ) : null}
      <OfferAttachmentRow offer={offer} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setReading(true)}>
          <FileText className="size-4" aria-hidden="true" />
          Read letter
        </Button>
        {offer.abilities.send ? (
          <Button size="sm" onClick={() => run('send')} loading={action.isPending}>
            Send offer
          </Button>
        ) : null}
        {offer.abilities.approve ? (
          <Button size="sm" onClick={() => run('approve')} loading={action.isPending}>
            Approve and send
          </Button>
        ) : null}
        {offer.status === 'accepted' ? (
          <a
            className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            href={`/api/offers/${offer.id}/pdf`}
          >
            Download signed PDF
          </a>
        ) : null}
        {offer.abilities.withdraw ? (
          <Button size="sm" variant="ghost" onClick={() => run('withdraw')} disabled={action.isPending}>
            Withdraw
          </Button>
        ) : null}
      </div>
      {offer.onboardingId ? <OnboardingProgress applicationId={applicationId} /> : null}
      <Dialog open={reading} onOpenChange={setReading} title="Offer letter">
        <LetterHtml html={offer.letterHtml} />
      </Dialog>
    </div>
  );
}

export function OfferSection({ applicationId, canManage }: { applicationId: number; canManage: boolean }) {
  const offers = useApplicationOffers(applicationId, canManage);
  const [making, setMaking] = useState(false);
  if (!canManage) return null;
  const latest = offers.data?.data[0];
  const hasOpen = offers.data?.data.some((offer) => OPEN.includes(offer.status)) ?? true;
  return (
    <PanelSection
      title="Offer"
      action={
        !hasOpen ? (
          <Button size="sm" onClick={() => setMaking(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Make an offer
          </Button>
        ) : null
      }
    >
      {offers.isPending ? (
        <p className="text-sm text-slate-500">Loading the offer…</p>
      ) : offers.isError ? (
        <p className="text-sm text-red-700">The offer could not be loaded.</p>
      ) : latest ? (
        <OfferSummary offer={latest} applicationId={applicationId} />
      ) : (
        <p className="text-sm text-slate-600">No offer yet.</p>
      )}
      <OfferFormDialog applicationId={applicationId} open={making} onOpenChange={setMaking} />
    </PanelSection>
  );
}
