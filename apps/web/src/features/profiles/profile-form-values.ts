// The full profile form (/profile/edit): form values from the profile, and every field name a
// server error can point at.
import {
  type Availability,
  MAX_EDUCATION_ENTRIES,
  MAX_EXPERIENCE_ENTRIES,
  MAX_LINKS,
  type WorkAuthorization,
} from '@hireloop/shared/profiles';
import type { CandidateProfile } from './api/profile.ts';

export function profileFormValues(profile: CandidateProfile) {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    summary: profile.summary ?? '',
    desired_roles: profile.desiredRoles,
    // "" is "not stated": the schema turns it into null.
    availability: (profile.availability ?? '') as Availability,
    work_authorization: (profile.workAuthorization ?? '') as WorkAuthorization,
    available_from: profile.availableFrom ?? '',
    skills: profile.skills,
    experience: profile.experience.map((entry) => ({
      title: entry.title,
      company: entry.company,
      start_date: entry.startDate ?? '',
      end_date: entry.endDate ?? '',
      description: entry.description,
    })),
    education: profile.education.map((entry) => ({
      school: entry.school,
      degree: entry.degree,
      field: entry.field,
      start_date: entry.startDate ?? '',
      end_date: entry.endDate ?? '',
    })),
    links: profile.links.map((link) => ({ label: link.label, url: link.url })),
  };
}

export const EMPTY_EXPERIENCE = { title: '', company: '', start_date: '', end_date: '', description: '' };
export const EMPTY_EDUCATION = { school: '', degree: '', field: '', start_date: '', end_date: '' };
export const EMPTY_LINK = { label: '', url: '' };

const rows = (list: string, count: number, fields: readonly string[]) =>
  Array.from({ length: count }, (_, index) => [
    `${list}.${index}`,
    ...fields.map((field) => `${list}.${index}.${field}`),
  ]).flat();

/** Every path a 422 of PUT /api/profile may name, so each message lands beside its input. */
export const PROFILE_FORM_FIELDS = [
  'first_name',
  'last_name',
  'headline',
  'location',
  'summary',
  'desired_roles',
  'availability',
  'work_authorization',
  'available_from',
  'skills',
  'experience',
  'education',
  'links',
  ...rows('experience', MAX_EXPERIENCE_ENTRIES, Object.keys(EMPTY_EXPERIENCE)),
  ...rows('education', MAX_EDUCATION_ENTRIES, Object.keys(EMPTY_EDUCATION)),
  ...rows('links', MAX_LINKS, Object.keys(EMPTY_LINK)),
];
