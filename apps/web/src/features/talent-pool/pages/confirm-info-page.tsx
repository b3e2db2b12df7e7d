// `/confirm?token=…` "Confirm Your Info" (public): a company's talent-pool contact checks the
// details the company holds, corrects them, and says whether the company may contact them. The
// signed link is the only key; a tampered or expired one shows why it does not open.
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { RadioCards } from '#web/components/radio-cards.tsx';
import { LinkAnswered, RefusedLink, SignedLinkPage } from '#web/components/signed-link-page.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useLinkToken } from '#web/lib/signed-link.ts';
import { type ConfirmTarget, useConfirmInfo, useConfirmTarget } from '../api/confirm-info.ts';

const CONSENT_OPTIONS = [
  { value: 'yes', label: 'Yes, you may contact me' },
  { value: 'no', label: 'No, please do not contact me' },
] as const;

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
      <LinkAnswered
        title="Thank you, your info is confirmed"
        message={confirm.data.message}
        changeLabel="Change my answers"
        onChange={() => confirm.reset()}
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
      <RadioCards
        legend={`May ${target.companyName} contact you about opportunities?`}
        options={CONSENT_OPTIONS}
        inputProps={(value) => ({
          name: 'consent',
          checked: consent === value,
          onChange: () => setConsent(value),
        })}
        error={errors.consent}
        errorId="consent-error"
        twoColumns
      />
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
  const token = useLinkToken();
  const target = useConfirmTarget(token);
  return (
    <SignedLinkPage title="Confirm your info" token={token} target={target} wide>
      {(loaded) => <ConfirmForm token={token} target={loaded} />}
    </SignedLinkPage>
  );
}
