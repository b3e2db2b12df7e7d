// The billing address printed on invoices (a card is charged only with one on file).
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { type BillingSummary, useSaveAddress } from '../api/billing.ts';

type Values = Record<'name' | 'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country', string>;

const LABELS: Array<[keyof Values, string, string]> = [
  ['name', 'Name on invoices', 'organization'],
  ['line1', 'Address', 'address-line1'],
  ['line2', 'Address line 2 (optional)', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['region', 'State or region (optional)', 'address-level1'],
  ['postalCode', 'Postal code', 'postal-code'],
  ['country', 'Country code (e.g. US)', 'country'],
];

const WIRE: Record<keyof Values, string> = {
  name: 'name',
  line1: 'line_1',
  line2: 'line_2',
  city: 'city',
  region: 'region',
  postalCode: 'postal_code',
  country: 'country',
};

export function AddressForm({ address }: { address: BillingSummary['address'] }) {
  const [values, setValues] = useState<Values>({
    name: address?.name ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAddress();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...values, line2: values.line2 || null, region: values.region || null },
      {
        onSuccess: () => {
          setErrors({});
          toast.success('The billing address was saved.');
        },
        onError: (failure) => setErrors(validationErrorsOf(failure) ?? {}),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Billing address" className="grid gap-4 sm:grid-cols-2">
      {LABELS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={label}
          autoComplete={autoComplete}
          value={values[name]}
          error={errors[WIRE[name]] ?? null}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          className={name === 'name' || name === 'line1' ? 'sm:col-span-2' : undefined}
        />
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          Save address
        </Button>
      </div>
    </form>
  );
}
