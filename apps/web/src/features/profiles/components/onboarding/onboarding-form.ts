// The /create-account form: one react-hook-form over the shared onboarding schema, split in steps.
import {
  type Availability,
  type OnboardingInput,
  onboardingSchema,
  type WorkAuthorization,
} from '@hireloop/shared/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CandidateProfile } from '#web/features/profiles/api/profile.ts';

export const ONBOARDING_STEPS = [
  { title: 'About you', fields: ['first_name', 'last_name', 'phone'] },
  {
    title: 'What you are looking for',
    fields: ['location', 'desired_roles', 'availability', 'work_authorization'],
  },
  { title: 'Resume', fields: [] },
] as const satisfies readonly { title: string; fields: readonly (keyof OnboardingInput)[] }[];

export const ONBOARDING_FIELDS = ONBOARDING_STEPS.flatMap((step) => step.fields);

/** The step that holds a field, so a server error on it can be shown where it is typed. */
export function stepOfField(field: string): number {
  const index = ONBOARDING_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
}

export function useOnboardingForm(profile: CandidateProfile) {
  return useForm({
    resolver: zodResolver(onboardingSchema),
    // Steps are checked with trigger(), not a submit, so fields re-check themselves once touched.
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.firstName,
      last_name: profile.lastName,
      phone: profile.phone ?? '',
      location: profile.location ?? '',
      desired_roles: profile.desiredRoles,
      // "" is "not chosen yet": the select shows its placeholder and the schema says it is required.
      availability: (profile.availability ?? '') as Availability,
      work_authorization: (profile.workAuthorization ?? '') as WorkAuthorization,
    },
  });
}

export type OnboardingForm = ReturnType<typeof useOnboardingForm>;
