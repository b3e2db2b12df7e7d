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
import { clsx } from 'clsx';
import { Controller } from 'react-hook-form';
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
      <fieldset aria-describedby={errors.work_authorization ? 'work-authorization-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Work authorization</legend>
        <div className="mt-2 grid gap-2">
          {WORK_AUTHORIZATIONS.map((value) => (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-slate-800',
                'has-checked:border-brand-600 has-checked:bg-brand-50 hover:border-slate-400',
                errors.work_authorization ? 'border-red-500' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                value={value}
                className="size-4 accent-brand-600"
                {...form.register('work_authorization')}
              />
              {WORK_AUTHORIZATION_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.work_authorization ? (
          <p id="work-authorization-error" className="mt-1.5 text-sm text-red-700">
            {errors.work_authorization.message}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
