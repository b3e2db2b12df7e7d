// Opportunity descriptions are rich text typed by companies and shown to every candidate, so the
// server keeps only formatting markup: no scripts, no event handlers, no styles, and links only to
// http, https or mailto (opened with rel="nofollow noopener").
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'];

const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content: nothing inside them is text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'nofollow noopener' }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
};

/** Block tags whose end separates words in the text version. */
const BLOCK_END = /<\/(p|li|h2|h3|blockquote|ul|ol)>|<br\s*\/?>/gi;

/**
 * Control characters the search snippet uses as highlight markers; they never appear in stored
 * text, so a marker in ts_headline's output is always one the server put there.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export interface SanitizedDescription {
  html: string;
  text: string;
}

export function sanitizeDescription(input: string): SanitizedDescription {
  const html = sanitizeHtml(input.replace(CONTROL_CHARACTERS, ''), HTML_OPTIONS).trim();
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (tag) => `${tag}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return {
    html,
    text: decodeEntities(text)
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim(),
  };
}

/** sanitize-html escapes text; the text version is stored and searched unescaped. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
