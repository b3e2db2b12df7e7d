// First and last name side by side (one column on phones): the same two required fields wherever
// a person's name is asked for (sign-up, onboarding, the profile).
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';

type NameField = 'first_name' | 'last_name';

interface NameFieldsProps {
  /** The form's `register`: any react-hook-form whose values have both names. */
  register: (name: NameField) => UseFormRegisterReturn;
  errors: Partial<Record<NameField, FieldError>>;
}

export function NameFields({ register, errors }: NameFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        required
        {...register('first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        required
        {...register('last_name')}
      />
    </div>
  );
}
