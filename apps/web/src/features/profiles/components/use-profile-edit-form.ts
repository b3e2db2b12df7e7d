// The react-hook-form instance of /profile/edit over the shared update schema.
import { updateProfileSchema } from '@hireloop/shared/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CandidateProfile } from '../api/profile.ts';
import { profileFormValues } from '../profile-form-values.ts';

export function useProfileEditForm(profile: CandidateProfile) {
  return useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: profileFormValues(profile) });
}

export type ProfileEditForm = ReturnType<typeof useProfileEditForm>;
