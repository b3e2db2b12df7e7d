// The card form of the built-in test gateway (test numbers: 4242 4242 4242 4242 succeeds, 4000 0000
// 0000 0002 is declined). The gateway keeps the card; the page only ever sees brand, last four and
// expiry back.
import { parseCardExpiry } from '@hireloop/shared/billing';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveCard } from '../api/billing.ts';

const EMPTY = { cardNumber: '', expiry: '', cvc: '' };

export function CardForm({ onSaved }: { onSaved?: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCard();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const expiry = parseCardExpiry(values.expiry);
    if (!expiry) {
      setErrors({ expiry: 'Enter the expiry as MM/YY.' });
      return;
    }
    save.mutate(
      { cardNumber: values.cardNumber, cvc: values.cvc, ...expiry },
      {
        onSuccess: () => {
          setErrors({});
          setValues(EMPTY);
          toast.success('Your card was saved.');
          onSaved?.();
        },
        onError: (failure) => {
          const found = validationErrorsOf(failure) ?? {};
          setErrors({
            cardNumber: found.card_number ?? found[''] ?? '',
            expiry: found.exp_month ?? found.exp_year ?? '',
            cvc: found.cvc ?? '',
          });
        },
      },
    );
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name] || null,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Card details" className="space-y-4">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        {...field('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/30" {...field('expiry')} />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...field('cvc')}
        />
      </div>
      <Button type="submit" loading={save.isPending}>
        Save card
      </Button>
    </form>
  );
}
