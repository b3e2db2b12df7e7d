// GET /sitemap.xml (sitemaps.org protocol 0.9): every published career page and job.
import { escapeHtml } from '#server/lib/html.ts';
import type { SitemapEntry } from './public-career-pages.service.ts';

export function renderSitemap(appUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeHtml(`${appUrl}${entry.path}`)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
