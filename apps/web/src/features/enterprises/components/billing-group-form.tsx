// The billing group form (create and edit): name, the locations it pays for (one group per
// location: those in another group show it and cannot be picked), the billing schedule, the
// payer's billing address and card (the built-in test gateway's form; on edit a blank card keeps
// the saved one).
import {
  BILLING_GROUP_MODE_LABELS,
  BILLING_MODES,
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  type BillingMode,
  type BillingPeriod,
  parseCardExpiry,
} from '@hireloop/shared/billing';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import type { BillingGroup, BillingGroupFormInput } from '../api/billing-groups.ts';
import { useLocationChoices } from '../api/billing-groups.ts';
import { useEnterpriseLabels } from '../hooks/use-enterprise-labels.ts';
import { FormErrorBanner } from './form-error-banner.tsx';
import { LoadingPanel } from './loading-panel.tsx';

const ADDRESS_FIELDS = [
  ['name', 'Name on invoices', 'organization', 'name'],
  ['line1', 'Address', 'address-line1', 'line_1'],
  ['line2', 'Address line 2 (optional)', 'address-line2', 'line_2'],
  ['city', 'City', 'address-level2', 'city'],
  ['region', 'State or region (optional)', 'address-level1', 'region'],
  ['postalCode', 'Postal code', 'postal-code', 'postal_code'],
  ['country', 'Country code (e.g. US)', 'country', 'country'],
] as const;
type AddressKey = (typeof ADDRESS_FIELDS)[number][0];

interface BillingGroupFormProps {
  group?: BillingGroup;
  submitLabel: string;
  secondaryAction?: ReactNode;
  onSubmit: (input: BillingGroupFormInput) => Promise<void>;
}

export function BillingGroupForm({ group, submitLabel, secondaryAction, onSubmit }: BillingGroupFormProps) {
  const labels = useEnterpriseLabels();
  const choices = useLocationChoices();
  const [name, setName] = useState(group?.name ?? '');
  const [locationIds, setLocationIds] = useState<number[]>(group?.locations.map((l) => l.id) ?? []);
  const [mode, setMode] = useState<BillingMode>(group?.billingMode ?? 'on_billing_cycle');
  const [period, setPeriod] = useState<BillingPeriod>(group?.billingPeriod ?? 'month');
  const [cycleDay, setCycleDay] = useState(String(group?.cycleDay ?? 1));
  const [address, setAddress] = useState<Record<AddressKey, string>>({
    name: group?.address?.name ?? '',
    line1: group?.address?.line1 ?? '',
    line2: group?.address?.line2 ?? '',
    city: group?.address?.city ?? '',
    region: group?.address?.region ?? '',
    postalCode: group?.address?.postalCode ?? '',
    country: group?.address?.country ?? '',
  });
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const cardTouched = card.number !== '' || card.expiry !== '' || card.cvc !== '';
  const needsCard = !group?.paymentMethod;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let paymentMethod: BillingGroupFormInput['paymentMethod'];
    if (cardTouched || needsCard) {
      const expiry = parseCardExpiry(card.expiry);
      if (!expiry) {
        setErrors({ 'payment_method.exp_month': 'Enter the expiry as MM/YY.' });
        return;
      }
      paymentMethod = { cardNumber: card.number, cvc: card.cvc, ...expiry };
    }
    setSaving(true);
    try {
      await onSubmit({
        name,
        locationIds,
        billingMode: mode,
        billingPeriod: period,
        cycleDay: Number(cycleDay) || 0,
        address: { ...address, line2: address.line2 || null, region: address.region || null },
        paymentMethod,
      });
    } catch (failure) {
      const found = validationErrorsOf(failure);
      if (!found) throw failure;
      setErrors(found);
    } finally {
      setSaving(false);
    }
  };

  const cardError =
    errors['payment_method.card_number'] ?? errors['payment_method.payment_method_id'] ?? null;
  const expiryError = errors['payment_method.exp_month'] ?? errors['payment_method.exp_year'] ?? null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Billing group"
      className="space-y-8"
    >
      {errors[''] ? <FormErrorBanner message={errors['']} /> : null}
      <TextField
        label="Billing group name"
        value={name}
        error={errors.name ?? null}
        onChange={(e) => setName(e.target.value)}
        maxLength={120}
      />

      <fieldset aria-describedby={errors.location_ids ? 'billing-group-locations-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-900">
          {labels.companyPlural} billed together
        </legend>
        <p className="mt-1 text-sm text-slate-600">
          Each {labels.company.toLowerCase()} is in at most one billing group; the others pay for themselves.
        </p>
        {errors.location_ids ? (
          <p id="billing-group-locations-error" className="mt-2 text-sm text-red-700">
            {errors.location_ids}
          </p>
        ) : null}
        {choices.isPending ? (
          <LoadingPanel label={`Loading ${labels.companyPlural.toLowerCase()}`} />
        ) : choices.isError ? (
          <p className="mt-3 text-sm text-red-700">
            The {labels.companyPlural.toLowerCase()} could not be loaded.
          </p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {choices.data.map((choice) => {
              const elsewhere = choice.group && choice.group.id !== group?.id ? choice.group : null;
              const checked = locationIds.includes(choice.id);
              return (
                <li key={choice.id}>
                  <label className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:bg-slate-50">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 rounded border-slate-300 text-brand-600"
                      checked={checked}
                      disabled={elsewhere !== null}
                      onChange={() =>
                        setLocationIds(
                          checked
                            ? locationIds.filter((id) => id !== choice.id)
                            : [...locationIds, choice.id],
                        )
                      }
                    />
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-slate-900">{choice.name}</span>
                      {elsewhere ? <span className="block text-slate-600">In {elsewhere.name}</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Billing schedule</legend>
        <SelectField
          label="Billing mode"
          value={mode}
          error={errors.billing_mode ?? null}
          onChange={(e) => setMode(e.target.value as BillingMode)}
        >
          {BILLING_MODES.map((value) => (
            <option key={value} value={value}>
              {BILLING_GROUP_MODE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Billing period"
          value={period}
          error={errors.billing_period ?? null}
          onChange={(e) => setPeriod(e.target.value as BillingPeriod)}
        >
          {BILLING_PERIODS.map((value) => (
            <option key={value} value={value}>
              {BILLING_PERIOD_LABELS[value]}
            </option>
          ))}
        </SelectField>
        {mode === 'monthly_on_cycle_day' ? (
          <TextField
            label="Cycle day (1–28)"
            inputMode="numeric"
            value={cycleDay}
            error={errors.cycle_day ?? null}
            onChange={(e) => setCycleDay(e.target.value)}
          />
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Billing address</legend>
        {ADDRESS_FIELDS.map(([key, label, autoComplete, wire]) => (
          <TextField
            key={key}
            label={label}
            autoComplete={autoComplete}
            value={address[key]}
            error={errors[`address.${wire}`] ?? null}
            onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
            className={key === 'name' || key === 'line1' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Payment card</legend>
        <p className="text-sm text-slate-600">
          {group?.paymentMethod
            ? `Leave the card blank to keep the saved card ending in ${group.paymentMethod.last4}.`
            : 'The group’s invoices are charged to this card.'}
        </p>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.number}
          error={cardError}
          onChange={(e) => setCard({ ...card, number: e.target.value })}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="12/30"
            value={card.expiry}
            error={expiryError}
            onChange={(e) => setCard({ ...card, expiry: e.target.value })}
          />
          <TextField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            error={errors['payment_method.cvc'] ?? null}
            onChange={(e) => setCard({ ...card, cvc: e.target.value })}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
