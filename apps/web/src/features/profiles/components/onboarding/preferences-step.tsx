// Step 2 of onboarding: where, what and when the candidate wants to work, and whether they may.
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  DESIRED_ROLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_DESIRED_ROLES,
  WORK_AUTHORIZATION_LABELS,
  WORK_AUTHORIZATIONS,
} from '@hireloop/shared/profiles';
import { Controller } from 'react-hook-form';
import { RadioCards } from '#web/components/radio-cards.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ChipsInput } from '../chips-input.tsx';
import type { OnboardingForm } from './onboarding-form.ts';

export function PreferencesStep({ form }: { form: OnboardingForm }) {
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <TextField
        label="Where do you want to work?"
        placeholder="Portland, OR"
        autoComplete="address-level2"
        maxLength={LOCATION_MAX_LENGTH}
        hint="A city and region, or Remote."
        error={errors.location?.message}
        required
        {...form.register('location')}
      />
      <Controller
        control={form.control}
        name="desired_roles"
        render={({ field, fieldState }) => (
          <ChipsInput
            label="Roles you want"
            itemName="role"
            placeholder="Barista, Store manager…"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={MAX_DESIRED_ROLES}
            maxLength={DESIRED_ROLE_MAX_LENGTH}
            hint={`Press Enter after each role (up to ${MAX_DESIRED_ROLES}). We match opportunities to these.`}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label="When can you start?"
        error={errors.availability?.message}
        required
        {...form.register('availability')}
      >
        <option value="">Choose…</option>
        {AVAILABILITIES.map((value) => (
          <option key={value} value={value}>
            {AVAILABILITY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <RadioCards
        legend="Work authorization"
        options={WORK_AUTHORIZATIONS.map((value) => ({ value, label: WORK_AUTHORIZATION_LABELS[value] }))}
        inputProps={() => form.register('work_authorization')}
        error={errors.work_authorization?.message}
        errorId="work-authorization-error"
      />
    </div>
  );
}
