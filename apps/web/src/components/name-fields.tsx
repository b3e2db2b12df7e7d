// First and last name side by side (one column on phones): the same two required fields wherever
// a person's name is asked for (sign-up, onboarding, the profile).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';

interface NameFieldsProps {
  /**
   * `form.register('first_name')` and `form.register('last_name')`, called by the form itself:
   * react-hook-form focuses the first invalid field in the order fields were registered, and a
   * child registers only after its parent's own fields.
   */
  firstName: UseFormRegisterReturn<'first_name'>;
  lastName: UseFormRegisterReturn<'last_name'>;
  errors: { first_name?: { message?: string }; last_name?: { message?: string } };
}

export function NameFields({ firstName, lastName, errors }: NameFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        required
        {...firstName}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        required
        {...lastName}
      />
    </div>
  );
}
