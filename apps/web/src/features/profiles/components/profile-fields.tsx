// Profile fields that the full form (/profile/edit) and the quick one (/profile/quick) ask the same
// way. Onboarding words them as questions ("Where do you want to work?"), so it has its own.
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DESIRED_ROLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_DESIRED_ROLES,
} from '@hireloop/shared/profiles';
import { type Control, type UseFormRegisterReturn, useController } from 'react-hook-form';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ChipsInput } from './chips-input.tsx';

/**
 * `{...form.register(name)}` and the field's error. The form registers the field itself:
 * react-hook-form focuses the first invalid field in the order fields were registered, and a
 * child registers only after its parent's own fields.
 */
type RegisteredFieldProps<Name extends string> = UseFormRegisterReturn<Name> & { error?: string };

export function LocationField({ error, ...registration }: RegisteredFieldProps<'location'>) {
  return (
    <TextField
      label="Location"
      placeholder="Portland, OR"
      maxLength={LOCATION_MAX_LENGTH}
      error={error}
      {...registration}
    />
  );
}

export function AvailabilityField({ error, ...registration }: RegisteredFieldProps<'availability'>) {
  return (
    <SelectField label="Availability" error={error} {...registration}>
      <option value="">Not stated</option>
      {AVAILABILITIES.map((value) => (
        <option key={value} value={value}>
          {AVAILABILITY_LABELS[value]}
        </option>
      ))}
    </SelectField>
  );
}

export function DesiredRolesField({ control }: { control: Control<{ desired_roles?: string[] }> }) {
  const { field, fieldState } = useController({ control, name: 'desired_roles' });
  return (
    <ChipsInput
      label="Roles you want"
      itemName="role"
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      max={MAX_DESIRED_ROLES}
      maxLength={DESIRED_ROLE_MAX_LENGTH}
      error={fieldState.error?.message}
    />
  );
}
