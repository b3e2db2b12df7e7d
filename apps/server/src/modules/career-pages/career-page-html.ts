// The public career pages as HTML, rendered on the server so search engines and link previews see
// the content: the page (about, sections, open jobs with search and filters) and one job. Every
// value from the database is escaped; the about text and job descriptions were sanitized on save.
import { careerImagePath } from '@hireloop/shared/career-pages';
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, payText } from '@hireloop/shared/opportunities';
import { escapeHtml } from '#server/lib/html.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { careerPageStyles } from './career-page-styles.ts';
import { careerJobUrl, jobPosting, jsonLdScript } from './job-posting.ts';
import type { JobFilters, PublicJob, PublishedCareerPage } from './public-career-pages.service.ts';

const PRODUCT = 'Hireloop';
const DESCRIPTION_LENGTH = 160;

interface HeadInput {
  title: string;
  description: string;
  url: string;
  image: string | null;
  styles: string;
  extra?: string;
}

function head({ title, description, url, image, styles, extra = '' }: HeadInput): string {
  const e = escapeHtml;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(url)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${PRODUCT}">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(url)}">
${image ? `<meta property="og:image" content="${e(image)}">\n<meta name="twitter:card" content="summary_large_image">` : '<meta name="twitter:card" content="summary">'}
<style>${styles}</style>${extra}</head>`;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

function footer(): string {
  return `<footer><div class="wrap"><span>Powered by ${PRODUCT}</span><span><a href="/terms-of-service">Terms of Service</a> · <a href="/privacy-policy">Privacy Policy</a></span></div></footer>`;
}

function logoPath({ page, company }: PublishedCareerPage): string | null {
  return page.logoImage ? careerImagePath(page.slug, page.logoImage) : companyAvatarUrl(company);
}

function hero(view: PublishedCareerPage, heading: string, sub: string): string {
  const { page } = view;
  const logo = logoPath(view);
  const cover = page.coverImage
    ? `<img class="cover" src="${escapeHtml(careerImagePath(page.slug, page.coverImage))}" alt="" fetchpriority="high">`
    : '';
  const logoImg = logo
    ? `<img class="logo" src="${escapeHtml(logo)}" alt="${escapeHtml(view.company.name)} logo" width="72" height="72">`
    : '';
  return `<header class="hero">${cover}<div class="wrap">${logoImg}<div><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(sub)}</p></div></div></header>`;
}

function jobFacts(job: PublicJob): string {
  const facts = [
    job.location || null,
    job.remote ? 'Remote' : null,
    EMPLOYMENT_TYPE_LABELS[job.employmentType as EmploymentType] ?? null,
    payText(job.payMin, job.payMax, job.payPeriod),
  ].filter((fact): fact is string => Boolean(fact));
  return `<ul class="facts">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`;
}

function sections(view: PublishedCareerPage): string {
  return view.page.sections
    .filter((section) => section.items.length > 0)
    .map((section) => {
      const title = `<h2>${escapeHtml(section.title)}</h2>`;
      if (section.kind === 'photos') {
        const photos = section.items
          .map(
            (name, index) =>
              `<li><img src="${escapeHtml(careerImagePath(view.page.slug, name))}" alt="${escapeHtml(`${section.title}, photo ${index + 1} of ${section.items.length}`)}" loading="lazy" width="400" height="300"></li>`,
          )
          .join('');
        return `<section>${title}<ul class="photos">${photos}</ul></section>`;
      }
      const items = section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
      return `<section>${title}<ul class="items">${items}</ul></section>`;
    })
    .join('');
}

function filtersForm(filters: JobFilters): string {
  const e = escapeHtml;
  const types = Object.entries(EMPLOYMENT_TYPE_LABELS)
    .map(
      ([value, label]) =>
        `<option value="${value}"${filters.type === value ? ' selected' : ''}>${e(label)}</option>`,
    )
    .join('');
  return `<form class="filters" method="get" role="search" aria-label="Search jobs">
<div><label for="q">Search</label><input id="q" name="q" type="search" value="${e(filters.q ?? '')}" placeholder="Job title or keyword"></div>
<div><label for="type">Type</label><select id="type" name="type"><option value="">All types</option>${types}</select></div>
<div><label for="location">Location</label><input id="location" name="location" value="${e(filters.location ?? '')}"></div>
<div><button class="button" type="submit">Search</button></div></form>`;
}

export interface RenderContext {
  appUrl: string;
  now?: Date;
}

function absolute(appUrl: string, path: string | null): string | null {
  return path ? `${appUrl}${path}` : null;
}

function postingScript(view: PublishedCareerPage, job: PublicJob, context: RenderContext): string {
  return jsonLdScript(
    jobPosting(job, {
      appUrl: context.appUrl,
      company: view.company,
      logoUrl: absolute(context.appUrl, logoPath(view)),
      jobUrl: careerJobUrl(context.appUrl, { slug: view.page.slug, id: job.id }),
      ...(context.now ? { now: context.now } : {}),
    }),
  );
}

/** GET /careers/{slug}. */
export function renderCareerPage(
  view: PublishedCareerPage,
  jobs: PublicJob[],
  filters: JobFilters,
  context: RenderContext,
): string {
  const { page, company } = view;
  const filtered = Boolean(filters.q || filters.type || filters.location);
  const heading = page.headline || `Careers at ${company.name}`;
  const description = shorten(page.aboutText || `Open positions at ${company.name}.`);
  const image = absolute(
    context.appUrl,
    page.coverImage ? careerImagePath(page.slug, page.coverImage) : logoPath(view),
  );
  const list = jobs.length
    ? `<ul class="jobs">${jobs
        .map(
          (job) =>
            `<li class="card"><a class="job" href="/careers/${escapeHtml(page.slug)}/jobs/${job.id}"><span class="title">${escapeHtml(job.title)}</span>${jobFacts(job)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p class="empty">${filtered ? 'No open positions match your search.' : 'There are no open positions right now. Check back soon.'}</p>`;
  const about = page.aboutHtml
    ? `<section><h2>About ${escapeHtml(company.name)}</h2><div class="card about">${page.aboutHtml}</div></section>`
    : '';
  const postings = jobs.map((job) => postingScript(view, job, context)).join('');
  return `${head({
    title: `Careers at ${company.name} – ${PRODUCT}`,
    description,
    url: `${context.appUrl}/careers/${page.slug}`,
    image,
    styles: careerPageStyles(page.primaryColor, page.accentColor),
    extra: postings,
  })}<body><a class="skip" href="#main">Skip to content</a>${hero(view, heading, company.name)}
<main id="main"><div class="wrap">${about}${sections(view)}<section aria-labelledby="jobs-heading"><h2 id="jobs-heading">Open positions</h2>${filtersForm(filters)}${list}</section></div></main>${footer()}</body></html>`;
}

/** GET /careers/{slug}/jobs/{id}. */
export function renderJobPage(view: PublishedCareerPage, job: PublicJob, context: RenderContext): string {
  const { page, company } = view;
  const e = escapeHtml;
  const extras = [
    job.requirements ? `<h2>Requirements</h2><p>${e(job.requirements)}</p>` : '',
    job.schedule ? `<h2>Schedule</h2><p>${e(job.schedule)}</p>` : '',
  ].join('');
  return `${head({
    title: `${job.title} at ${company.name} – ${PRODUCT}`,
    description: shorten(job.descriptionText || `${job.title} at ${company.name}.`),
    url: `${context.appUrl}/careers/${page.slug}/jobs/${job.id}`,
    image: absolute(context.appUrl, logoPath(view)),
    styles: careerPageStyles(page.primaryColor, page.accentColor),
    extra: postingScript(view, job, context),
  })}<body><a class="skip" href="#main">Skip to content</a>${hero(view, job.title, company.name)}
<main id="main"><div class="wrap"><a class="back" href="/careers/${e(page.slug)}">All jobs at ${e(company.name)}</a>
<article class="card">${jobFacts(job)}<div class="about">${job.description}</div>${extras}
<p class="apply"><a class="button" href="/careers/${e(page.slug)}/jobs/${job.id}/apply">Apply for this job</a></p></article></div></main>${footer()}</body></html>`;
}

/** A page that is not (or no longer) public. */
export function renderNotFoundPage(message: string): string {
  return `${head({
    title: `Page Not Found – ${PRODUCT}`,
    description: message,
    url: '',
    image: null,
    styles: careerPageStyles('#1d4ed8', '#f59e0b'),
  }).replace(
    '<link rel="canonical" href="">\n',
    '',
  )}<body><main id="main"><div class="wrap"><h1>Page Not Found</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to ${PRODUCT}</a></p></div></main>${footer()}</body></html>`;
}
