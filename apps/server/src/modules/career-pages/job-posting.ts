// schema.org JobPosting JSON-LD for one opportunity, with the properties Google for Jobs requires
// (title, description, datePosted, hiringOrganization, jobLocation, or for remote work
// jobLocationType TELECOMMUTE with applicantLocationRequirements) and the recommended ones we know
// (validThrough, employmentType, baseSalary, identifier, directApply).
// https://developers.google.com/search/docs/appearance/structured-data/job-posting
import { escapeHtml } from '#server/lib/html.ts';
import type { PublicCompany, PublicJob } from './public-career-pages.service.ts';

/** How long a posting is declared valid after it was published (it is refreshed while open). */
export const JOB_POSTING_VALID_DAYS = 60;
/** Pay is stored without a currency; the product bills and pays in US dollars (offers do too). */
export const PAY_CURRENCY = 'USD';

const EMPLOYMENT_TYPE: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const PAY_UNIT: Record<string, string> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

export interface JobPostingContext {
  appUrl: string;
  company: PublicCompany;
  /** Absolute URL of the company's logo, when it has one. */
  logoUrl: string | null;
  jobUrl: string;
  now?: Date;
}

function address(job: PublicJob, company: PublicCompany) {
  return {
    '@type': 'PostalAddress',
    addressLocality: job.location || company.city || undefined,
    addressRegion: company.region || undefined,
    addressCountry: company.country || 'US',
  };
}

function baseSalary(job: PublicJob) {
  if (job.payMin === null && job.payMax === null) return undefined;
  const unitText = job.payPeriod ? PAY_UNIT[job.payPeriod] : undefined;
  const value =
    job.payMin !== null && job.payMax !== null && job.payMin !== job.payMax
      ? { '@type': 'QuantitativeValue', minValue: job.payMin, maxValue: job.payMax, unitText }
      : { '@type': 'QuantitativeValue', value: job.payMin ?? job.payMax, unitText };
  return { '@type': 'MonetaryAmount', currency: PAY_CURRENCY, value };
}

/** The JobPosting object (serialize with `jsonLdScript`). */
export function jobPosting(job: PublicJob, context: JobPostingContext): Record<string, unknown> {
  const posted = job.publishedAt ?? job.createdAt;
  const now = context.now ?? new Date();
  // Still open: valid for a while from now, never before it was posted.
  const validThrough = new Date(
    Math.max(posted.getTime(), now.getTime()) + JOB_POSTING_VALID_DAYS * 86_400_000,
  );
  const organization = {
    '@type': 'Organization',
    name: context.company.name,
    ...(context.company.website ? { sameAs: context.company.website } : {}),
    ...(context.logoUrl ? { logo: context.logoUrl } : {}),
  };
  const location = job.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: context.company.country || 'US' },
        ...(job.location
          ? { jobLocation: { '@type': 'Place', address: address(job, context.company) } }
          : {}),
      }
    : { jobLocation: { '@type': 'Place', address: address(job, context.company) } };
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || `<p>${escapeHtml(job.title)}</p>`,
    identifier: { '@type': 'PropertyValue', name: context.company.name, value: String(job.id) },
    datePosted: posted.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.employmentType] ?? 'OTHER',
    hiringOrganization: organization,
    ...location,
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    url: context.jobUrl,
  };
}

/** The public page of a job on its company's career site. */
export function careerJobUrl(appUrl: string, job: { slug: string; id: number }): string {
  return `${appUrl}/careers/${job.slug}/jobs/${job.id}`;
}

/** JSON inside a <script> element: `<` is escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
