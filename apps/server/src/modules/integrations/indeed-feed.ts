// The XML job feed in the format Indeed reads (<source><job>…</job></source>, text in CDATA,
// dates as RFC 1123). https://docs.indeed.com/indeed-apply/xml-feed
import type { ListedJob } from '../career-pages/listed-jobs.service.ts';

const JOB_TYPE: Record<string, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

/** Text inside CDATA: a `]]>` in it is split across two sections so it cannot end ours. */
export function cdata(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return `<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function salary(job: ListedJob): string | null {
  if (job.payMin === null && job.payMax === null) return null;
  const range = [job.payMin, job.payMax]
    .filter((value): value is number => value !== null)
    .map((value) => `$${value}`)
    .join(' - ');
  return job.payPeriod ? `${range} per ${job.payPeriod}` : range;
}

export interface FeedContext {
  appUrl: string;
  publisher: string;
  now: Date;
  jobUrl: (job: ListedJob) => string;
}

function jobXml(job: ListedJob, context: FeedContext): string {
  const fields: Array<[string, string | null]> = [
    ['title', job.title],
    ['date', (job.publishedAt ?? job.createdAt).toUTCString()],
    ['referencenumber', String(job.id)],
    ['url', context.jobUrl(job)],
    ['company', job.companyName],
    ['sourcename', job.companyName],
    ['city', job.location || job.city],
    ['state', job.region],
    ['country', job.country || 'US'],
    ['postalcode', job.postalCode],
    ['description', job.description || job.title],
    ['salary', salary(job)],
    ['jobtype', JOB_TYPE[job.employmentType] ?? null],
    ['remotetype', job.remote ? 'Fully remote' : null],
  ];
  const inner = fields
    .filter((field): field is [string, string] => field[1] !== null && field[1] !== '')
    .map(([name, value]) => `<${name}>${cdata(value)}</${name}>`)
    .join('');
  return `<job>${inner}</job>`;
}

export function renderIndeedFeed(jobs: readonly ListedJob[], context: FeedContext): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<source><publisher>${cdata(context.publisher)}</publisher><publisherurl>${cdata(context.appUrl)}</publisherurl><lastBuildDate>${context.now.toUTCString()}</lastBuildDate>
${jobs.map((job) => jobXml(job, context)).join('\n')}
</source>
`;
}
