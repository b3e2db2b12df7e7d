// `/confirm?token=…` "Confirm Your Info" (public): a company's talent-pool contact checks the
// details the company holds, corrects them, and says whether the company may contact them. The
// signed link is the only key; a tampered or expired one shows why it does not open.
import { clsx } from 'clsx';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ErrorState } from '#web/components/error-state.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { type ConfirmTarget, linkProblemOf, useConfirmInfo, useConfirmTarget } from '../api/confirm-info.ts';

function RefusedLink({ reason }: { reason: string }) {
  const expired = /expired/i.test(reason);
  return (
    <EmptyState
      icon={LinkIcon}
      title={expired ? 'This link has expired' : 'This link is not valid'}
      description={reason}
    />
  );
}

function ConfirmForm({ token, target }: { token: string; target: ConfirmTarget }) {
  const confirm = useConfirmInfo();
  const [consent, setConsent] = useState<'yes' | 'no' | ''>(
    target.consent === null ? '' : target.consent ? 'yes' : 'no',
  );
  const errors = validationErrorsOf(confirm.error) ?? {};
  const refused = errors.token;
  if (refused) return <RefusedLink reason={refused} />;
  if (confirm.isSuccess)
    return (
      <EmptyState
        icon={CircleCheck}
        title="Thank you, your info is confirmed"
        description={confirm.data.message}
        action={
          <Button variant="secondary" onClick={() => confirm.reset()}>
            Change my answers
          </Button>
        }
      />
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    confirm.mutate({
      token,
      first_name: text('first_name'),
      last_name: text('last_name'),
      phone: text('phone'),
      location: text('location'),
      // A missing answer is sent as such, so the server's message says what to choose.
      consent: (consent === '' ? undefined : consent === 'yes') as boolean,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{target.companyName}</span> keeps these details about you
        ({target.email}). Correct anything that is wrong, then confirm.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          defaultValue={target.firstName}
          error={errors.first_name}
          required
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          defaultValue={target.lastName}
          error={errors.last_name}
          required
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={target.phone ?? ''}
          hint="International format, such as +15035550100."
          error={errors.phone}
        />
        <TextField
          label="Location (optional)"
          name="location"
          autoComplete="address-level2"
          defaultValue={target.location ?? ''}
          error={errors.location}
        />
      </div>
      <fieldset aria-describedby={errors.consent ? 'consent-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          May {target.companyName} contact you about opportunities?
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(
            [
              ['yes', 'Yes, you may contact me'],
              ['no', 'No, please do not contact me'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-slate-800',
                'has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-slate-400',
                errors.consent ? 'border-red-500' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                name="consent"
                value={value}
                checked={consent === value}
                onChange={() => setConsent(value)}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
        {errors.consent ? (
          <p id="consent-error" className="mt-1.5 text-sm text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </fieldset>
      {errors[''] ? <Banner variant="error">{errors['']}</Banner> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={confirm.isPending}>
          Confirm my info
        </Button>
      </div>
    </form>
  );
}

export default function ConfirmInfoPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const target = useConfirmTarget(token);

  let content: ReactNode;
  if (token === '')
    content = <RefusedLink reason="This link is not valid. Open the whole link from the email." />;
  else if (target.isPending)
    content = (
      <div className="flex justify-center py-14">
        <Spinner className="size-6 text-brand-600" label="Checking your link" />
      </div>
    );
  else if (target.isError) {
    const reason = linkProblemOf(target.error);
    content = reason ? (
      <RefusedLink reason={reason} />
    ) : (
      <ErrorState onRetry={() => void target.refetch()} retrying={target.isFetching} />
    );
  } else content = <ConfirmForm token={token} target={target.data} />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="mb-6 text-center text-2xl font-semibold tracking-tight text-slate-900">
        Confirm your info
      </h1>
      <Card className="p-6 sm:p-8">{content}</Card>
    </div>
  );
}
