// The résumé-like parts of a candidate profile (experience, education) arrive as loose records;
// these read them into what the panel and the print page show.
import { AVAILABILITY_LABELS, WORK_AUTHORIZATION_LABELS } from '@hireloop/shared/profiles';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** "2023-04" → "Apr 2023"; anything else as given. */
export function monthText(value: unknown): string {
  const raw = text(value);
  const match = /^(\d{4})-(\d{2})/.exec(raw);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : raw;
}

/** "Apr 2021 – Present", "2019 – 2020", or "" without dates. */
export function periodText(start: unknown, end: unknown): string {
  const from = monthText(start);
  const to = monthText(end);
  if (!from && !to) return '';
  return `${from || '?'} – ${to || 'Present'}`;
}

export interface ExperienceItem {
  /** Entries have no ids; their place in the profile is stable enough for a list key. */
  key: string;
  title: string;
  company: string;
  period: string;
  description: string;
}

export interface EducationItem {
  key: string;
  school: string;
  degree: string;
  period: string;
}

export function experienceItems(entries: readonly Record<string, unknown>[]): ExperienceItem[] {
  return entries
    .map((entry, index) => ({
      key: `experience-${index}`,
      title: text(entry.title),
      company: text(entry.company),
      period: periodText(entry.startDate, entry.endDate),
      description: text(entry.description),
    }))
    .filter((item) => item.title || item.company);
}

export function educationItems(entries: readonly Record<string, unknown>[]): EducationItem[] {
  return entries
    .map((entry, index) => ({
      key: `education-${index}`,
      school: text(entry.school),
      degree: [text(entry.degree), text(entry.field)].filter(Boolean).join(', '),
      period: periodText(entry.startDate, entry.endDate),
    }))
    .filter((item) => item.school);
}

export function availabilityText(value: string | null): string | null {
  if (!value) return null;
  return (AVAILABILITY_LABELS as Record<string, string>)[value] ?? value;
}

export function workAuthorizationText(value: string | null): string | null {
  if (!value) return null;
  return (WORK_AUTHORIZATION_LABELS as Record<string, string>)[value] ?? value;
}

const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No', true: 'Yes', false: 'No' };

/** Yes/no answers arrive as booleans (older ones as "yes"/"no"), choices as lists. */
export function answerText(answer: unknown, type?: string): string {
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (type === 'yes_no' && typeof answer === 'string') return YES_NO[answer.toLowerCase()] ?? answer;
  if (Array.isArray(answer)) return answer.map(String).join(', ');
  return text(answer) || '—';
}
