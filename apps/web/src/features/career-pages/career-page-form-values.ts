// The builder's form values and their conversion to and from the API. Text sections are edited as
// one item per line; photo sections hold uploaded image names.
import { builderImagePath, type CareerSectionKind } from '@hireloop/shared/career-pages';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import type { CareerPage, CareerPageInput } from './api/career-page.ts';

export interface SectionValues {
  kind: CareerSectionKind;
  title: string;
  /** Benefits and values: one item per line. */
  lines: string;
  /** Photos: uploaded image names. */
  photos: string[];
}

export interface CareerPageFormValues {
  slug: string;
  headline: string;
  about: string;
  primaryColor: string;
  accentColor: string;
  logoImage: string | null;
  coverImage: string | null;
  sections: SectionValues[];
}

/** Wire field → form field of the page's own fields. */
const FIELD_OF: Record<string, FieldPath<CareerPageFormValues>> = {
  slug: 'slug',
  headline: 'headline',
  about: 'about',
  primary_color: 'primaryColor',
  accent_color: 'accentColor',
  logo_image: 'logoImage',
  cover_image: 'coverImage',
};

export function formValuesOf(page: CareerPage): CareerPageFormValues {
  return {
    slug: page.slug,
    headline: page.headline,
    about: page.about,
    primaryColor: page.primaryColor,
    accentColor: page.accentColor,
    logoImage: page.logoImage,
    coverImage: page.coverImage,
    sections: page.sections.map((section) => ({
      kind: section.kind,
      title: section.title,
      lines: section.kind === 'photos' ? '' : section.items.join('\n'),
      photos: section.kind === 'photos' ? section.items : [],
    })),
  };
}

export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function inputOf(values: CareerPageFormValues): CareerPageInput {
  return {
    slug: values.slug.trim().toLowerCase(),
    headline: values.headline,
    about: values.about,
    primaryColor: values.primaryColor,
    accentColor: values.accentColor,
    logoImage: values.logoImage,
    coverImage: values.coverImage,
    sections: values.sections.map((section) => ({
      kind: section.kind,
      title: section.title,
      items: section.kind === 'photos' ? section.photos : linesOf(section.lines),
    })),
  };
}

/** Where the builder shows an uploaded image. */
export const imageUrl = (name: string | null) => (name ? builderImagePath(name) : null);

/**
 * A 422's messages beside their fields: the page's own, a section's title or items; anything else
 * in the form's banner. Returns whether the error was a 422.
 */
export function placeServerErrors(
  error: unknown,
  values: CareerPageFormValues,
  setError: UseFormSetError<CareerPageFormValues>,
): boolean {
  const found = validationErrorsOf(error);
  if (!found) return false;
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(found)) {
    const section = /^sections\.(\d+)\.(title|items)/.exec(field);
    const index = Number(section?.[1]);
    const target: FieldPath<CareerPageFormValues> | undefined = section
      ? section[2] === 'title'
        ? `sections.${index}.title`
        : values.sections[index]?.kind === 'photos'
          ? `sections.${index}.photos`
          : `sections.${index}.lines`
      : FIELD_OF[field];
    if (target) setError(target, { type: 'server', message });
    else unplaced.push(message);
  }
  if (unplaced.length > 0) setError('root.server', { type: 'server', message: unplaced.join(' ') });
  return true;
}
