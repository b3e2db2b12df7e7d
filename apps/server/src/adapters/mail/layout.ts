// A plain, accessible HTML frame for transactional mail, plus escaping for anything user-given.
import { PRODUCT_NAME } from '@hireloop/shared/constants';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.closing ?? `— The ${PRODUCT_NAME} team`,
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:18px;font-weight:700;color:#4f46e5;margin:0 0 24px">${PRODUCT_NAME}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="margin:16px 0 0">${escapeHtml(content.closing ?? `— The ${PRODUCT_NAME} team`)}</p>
</div></div></body></html>`;
  return { text, html };
}
