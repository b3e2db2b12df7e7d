// GET /widgets/{slug}: the widget without a script, for sites that only allow an <iframe>. Drawn
// on the server with the same options (colour, layout, how many) and links that open the career
// site in a new tab.
import { readableTextOn } from '@hireloop/shared/career-pages';
import type { WidgetJob, WidgetLayout } from '@hireloop/shared/widgets';
import { escapeHtml } from '#server/lib/html.ts';

export interface FrameOptions {
  color: string;
  layout: WidgetLayout;
}

export function renderWidgetFrame(
  companyName: string,
  careersUrl: string,
  jobs: readonly WidgetJob[],
  options: FrameOptions,
): string {
  const e = escapeHtml;
  const items = jobs
    .map((job) => {
      const meta = [job.location, job.remote ? 'Remote' : '', job.employment_type_label, job.pay ?? '']
        .filter(Boolean)
        .join(' · ');
      return `<li><a href="${e(job.url)}" target="_blank" rel="noopener"><span class="title">${e(job.title)}</span><span class="meta">${e(meta)}</span></a></li>`;
    })
    .join('');
  const columns =
    options.layout === 'cards' ? 'grid-template-columns:repeat(auto-fill,minmax(220px,1fr));' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`Open jobs at ${companyName}`)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{border:1px solid #e2e8f0;border-top:4px solid ${options.color};border-radius:12px;padding:16px;margin:4px}
h1{margin:0 0 12px;font-size:18px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px;${columns}}
li a{display:block;padding:12px;border:1px solid #e2e8f0;border-radius:8px;text-decoration:none;color:inherit}
li a:hover,li a:focus-visible{border-color:${options.color};outline:2px solid ${options.color};outline-offset:1px}
.title{display:block;font-weight:700}.meta{display:block;margin-top:4px;font-size:14px;color:#334155}
.more{display:inline-block;margin-top:12px;padding:8px 14px;border-radius:8px;background:${options.color};color:${readableTextOn(options.color)};text-decoration:none;font-weight:600;font-size:14px}
p{color:#334155}</style></head><body><main><h1>${e(`Open jobs at ${companyName}`)}</h1>
${items ? `<ul>${items}</ul>` : '<p>There are no open jobs right now.</p>'}
<a class="more" href="${e(careersUrl)}" target="_blank" rel="noopener">See all jobs</a></main></body></html>`;
}
