// The short profile (/profile/quick): headline, location, desired roles, availability and resume,
// the fields companies look at first.

import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { type Availability, HEADLINE_MAX_LENGTH, updateProfileSchema } from '@hireloop/shared/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { UnsavedChangesGuard } from '#web/components/unsaved-changes-guard.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { setStoredItem } from '#web/lib/storage.ts';
import { type CandidateProfile, useUpdateProfile } from '../api/profile.ts';
import { AvailabilityField, DesiredRolesField, LocationField } from './profile-fields.tsx';
import { ResumeDropzone } from './resume-dropzone.tsx';

const quickProfileSchema = updateProfileSchema.pick({
  headline: true,
  location: true,
  desired_roles: true,
  availability: true,
});
const FIELDS = ['headline', 'location', 'desired_roles', 'availability'] as const;

export function QuickProfileForm({ profile }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const allowLeaving = useRef(false);
  const form = useForm({
    resolver: zodResolver(quickProfileSchema),
    defaultValues: {
      headline: profile.headline ?? '',
      location: profile.location ?? '',
      desired_roles: profile.desiredRoles,
      availability: (profile.availability ?? '') as Availability,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      allowLeaving.current = true;
      // Done for now: the dashboard's quick-profile prompt stays away for the usual half hour.
      setStoredItem(STORAGE_KEYS.hideQuickProfile, true, STORAGE_TTL_MS.hideQuickProfile);
      await navigate('/dashboard');
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Quick profile">
      <UnsavedChangesGuard when={isDirty} allowLeaving={allowLeaving} ignoreSearch />
      {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
      <TextField
        label="Headline"
        placeholder="Line cook who loves a busy brunch service"
        maxLength={HEADLINE_MAX_LENGTH}
        hint="One line about what you do."
        error={errors.headline?.message}
        {...form.register('headline')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField error={errors.location?.message} {...form.register('location')} />
        <AvailabilityField error={errors.availability?.message} {...form.register('availability')} />
      </div>
      <DesiredRolesField control={form.control} />
      <div>
        <p className="text-sm font-medium text-slate-800">Resume</p>
        <div className="mt-1.5">
          <ResumeDropzone resume={profile.resume} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <ButtonLink to="/profile/edit" variant="ghost" className="sm:mr-auto">
          Edit the full profile
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
