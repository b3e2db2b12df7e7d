// Length and count limits of profile fields, and what a resume may be.

export const HEADLINE_MAX_LENGTH = 120;
export const LOCATION_MAX_LENGTH = 120;
export const SUMMARY_MAX_LENGTH = 5000;
export const MAX_SKILLS = 50;
export const SKILL_MAX_LENGTH = 50;
export const MIN_DESIRED_ROLES = 1;
export const MAX_DESIRED_ROLES = 10;
export const DESIRED_ROLE_MAX_LENGTH = 80;
export const MAX_EXPERIENCE_ENTRIES = 30;
export const MAX_EDUCATION_ENTRIES = 30;
export const ENTRY_FIELD_MAX_LENGTH = 120;
export const EXPERIENCE_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_LINKS = 10;
export const LINK_LABEL_MAX_LENGTH = 60;
export const LINK_URL_MAX_LENGTH = 2048;

/** Resumes: PDF or DOCX up to 10 MB, recognised by content; their text is kept up to 100k characters. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_TEXT_MAX_LENGTH = 100_000;
export const RESUME_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeExtension = keyof typeof RESUME_MIME_TYPES;
