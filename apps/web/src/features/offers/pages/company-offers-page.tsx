// `/company-offers` (Recruiter and above): every offer of the company with its status, approval of
// those waiting (Managers and Admins), the approval setting, and the hires still onboarding.
import { OFFER_STATUS_LABELS, OFFER_STATUSES, type OfferStatus } from '@hireloop/shared/offers';
import { fullName } from '@hireloop/shared/people';
import { formatDate } from '@hireloop/shared/time';
import { FileSignature, ListChecks } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  useApproveOffer,
  useCompanyOffers,
  useOfferSettings,
  useOnboardingsInProgress,
  useUpdateOfferSettings,
} from '../api/company-offers.ts';
import { LetterTemplatesCard } from '../components/letter-templates-card.tsx';

function ApprovalSetting() {
  const settings = useOfferSettings();
  const update = useUpdateOfferSettings();
  const id = useId();
  if (!settings.data) return null;
  return (
    <div className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 rounded border-slate-300"
        checked={settings.data.requireApproval}
        disabled={!settings.data.abilities.update || update.isPending}
        onChange={(event) =>
          update.mutate(event.target.checked, {
            onSuccess: () => toast.success('The approval setting was saved.'),
          })
        }
      />
      <label htmlFor={id} className="text-slate-800">
        Offers made by Recruiters need a Manager or Company Admin to approve them before they are sent
      </label>
    </div>
  );
}

function Onboardings() {
  const onboardings = useOnboardingsInProgress();
  if (onboardings.isPending || onboardings.isError || onboardings.data.data.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">Hires in onboarding</h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {onboardings.data.data.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <Link
                to={`/onboarding/${row.id}`}
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {row.candidate.firstName} {row.candidate.lastName}
              </Link>
              <p className="text-sm text-slate-600">
                {row.opportunityTitle} · starts {formatDate(`${row.startDate}T12:00:00Z`)}
              </p>
            </div>
            <div className="flex items-center gap-3 sm:w-64">
              <div
                role="progressbar"
                aria-label={`Onboarding of ${fullName(row.candidate)}`}
                aria-valuenow={row.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-emerald-600" style={{ width: `${row.progress}%` }} />
              </div>
              <span className="w-12 text-right text-sm font-medium text-slate-700">{row.progress} %</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function CompanyOffersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get('status');
  const status = (OFFER_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as OfferStatus)
    : null;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const offers = useCompanyOffers(page, status);
  const approve = useApproveOffer();

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-slate-600">
          Offers you made from the candidate panel. Candidates accept them by signing the letter online.
        </p>
        <ButtonLink to="/company-onboarding-checklist" variant="secondary" className="shrink-0 self-start">
          <ListChecks className="size-4" aria-hidden="true" />
          Onboarding checklist
        </ButtonLink>
      </div>
      <ApprovalSetting />
      <Onboardings />
      <LetterTemplatesCard />
      <SelectField
        label="Status"
        className="sm:w-64"
        value={status ?? ''}
        onChange={(event) => setSearchParams(event.target.value ? { status: event.target.value } : {})}
      >
        <option value="">All offers</option>
        {OFFER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {OFFER_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {offers.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-6 text-brand-600" label="Loading offers" />
        </div>
      ) : offers.isError ? (
        <Card>
          <ErrorState onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
        </Card>
      ) : offers.data.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={FileSignature}
            title={status ? 'No offers with this status' : 'No offers yet'}
            description="Make an offer from a candidate's panel on the Candidates page."
          />
        </Card>
      ) : (
        <div>
          <Card>
            <ul aria-label="Offers" className="divide-y divide-slate-200">
              {offers.data.data.map((offer) => (
                <li
                  key={offer.id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/company-candidates?application=${offer.applicationId}`}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {offer.candidate.firstName} {offer.candidate.lastName}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {offer.opportunity.title} · {offer.payText} · starts{' '}
                      {formatDate(`${offer.startDate}T12:00:00Z`)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                      {OFFER_STATUS_LABELS[offer.status]}
                    </span>
                    {offer.abilities.approve ? (
                      <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate(offer.id)}>
                        Approve and send
                      </Button>
                    ) : null}
                    {offer.status === 'accepted' ? (
                      <a
                        className="text-sm font-medium text-brand-700 underline"
                        href={`/api/offers/${offer.id}/pdf`}
                      >
                        Signed PDF
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Pagination
            label="Offer pages"
            page={offers.data.meta.currentPage}
            lastPage={offers.data.meta.lastPage}
            total={offers.data.meta.total}
            onPageChange={(next) =>
              setSearchParams({ ...(status ? { status } : {}), ...(next > 1 ? { page: String(next) } : {}) })
            }
          />
        </div>
      )}
    </div>
  );
}
