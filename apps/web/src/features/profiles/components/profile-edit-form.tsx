// The whole profile (/profile/edit): basics, what the candidate looks for, about, skills,
// experience, education and links. Saving replaces each list; leaving with unsaved changes asks first.
import {
  HEADLINE_MAX_LENGTH,
  MAX_SKILLS,
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  WORK_AUTHORIZATION_LABELS,
  WORK_AUTHORIZATIONS,
} from '@hireloop/shared/profiles';
import { type ReactNode, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { NameFields } from '#web/components/name-fields.tsx';
import { SelectField } from '#web/components/select-field.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { UnsavedChangesGuard } from '#web/components/unsaved-changes-guard.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { type CandidateProfile, useUpdateProfile } from '../api/profile.ts';
import { PROFILE_FORM_FIELDS } from '../profile-form-values.ts';
import { ChipsInput } from './chips-input.tsx';
import { EducationRows, ExperienceRows, LinkRows } from './entry-rows.tsx';
import { AvailabilityField, DesiredRolesField, LocationField } from './profile-fields.tsx';
import { useProfileEditForm } from './use-profile-edit-form.ts';

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-6 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0 lg:grid-cols-[14rem_1fr]">
      <div>
        <legend className="text-base font-semibold text-slate-900">{title}</legend>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      <div className="min-w-0 space-y-5">{children}</div>
    </fieldset>
  );
}

export function ProfileEditForm({ profile }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const allowLeaving = useRef(false);
  const form = useProfileEditForm(profile);
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // Everything is saved: leaving is no longer "with unsaved changes".
      allowLeaving.current = true;
      await navigate('/profile');
    } catch (error) {
      showValidationErrors(error, PROFILE_FORM_FIELDS as never[], form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Edit profile">
      <UnsavedChangesGuard when={isDirty} allowLeaving={allowLeaving} ignoreSearch />
      {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
      <FormSection title="Basics" description="Your name and what you do, as companies see it first.">
        <NameFields
          firstName={form.register('first_name')}
          lastName={form.register('last_name')}
          errors={errors}
        />
        <TextField
          label="Headline"
          placeholder="Barista with 5 years in specialty coffee"
          maxLength={HEADLINE_MAX_LENGTH}
          error={errors.headline?.message}
          {...form.register('headline')}
        />
        <LocationField error={errors.location?.message} {...form.register('location')} />
        <TextAreaField
          label="Summary"
          rows={5}
          maxLength={SUMMARY_MAX_LENGTH}
          hint="A few sentences about you and the work you want."
          error={errors.summary?.message}
          {...form.register('summary')}
        />
      </FormSection>
      <FormSection title="What you are looking for" description="We match opportunities to these.">
        <DesiredRolesField control={form.control} />
        <div className="grid gap-5 sm:grid-cols-2">
          <AvailabilityField error={errors.availability?.message} {...form.register('availability')} />
          <TextField
            label="Available from (optional)"
            type="date"
            error={errors.available_from?.message}
            {...form.register('available_from')}
          />
        </div>
        <SelectField
          label="Work authorization"
          error={errors.work_authorization?.message}
          {...form.register('work_authorization')}
        >
          <option value="">Not stated</option>
          {WORK_AUTHORIZATIONS.map((value) => (
            <option key={value} value={value}>
              {WORK_AUTHORIZATION_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <FormSection title="Skills">
        <Controller
          control={form.control}
          name="skills"
          render={({ field, fieldState }) => (
            <ChipsInput
              label="Skills"
              itemName="skill"
              placeholder="Latte art, Inventory…"
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              max={MAX_SKILLS}
              maxLength={SKILL_MAX_LENGTH}
              error={fieldState.error?.message ?? errors.skills?.find?.((item) => item?.message)?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="Experience" description="Most recent first.">
        <ExperienceRows form={form} />
      </FormSection>
      <FormSection title="Education">
        <EducationRows form={form} />
      </FormSection>
      <FormSection title="Links" description="Portfolio, LinkedIn, GitHub…">
        <LinkRows form={form} />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/profile" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
