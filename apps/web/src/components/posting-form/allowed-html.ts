// Descriptions are rich text, and the server keeps only a few formatting tags (docs/api/
// opportunities.md). Browsers' editing commands write other markup (<b>, <i>, <div>, spans with
// styles), which the server would strip together with the formatting it meant. This rewrites the
// editor's HTML into exactly the allowed tags first, so what the preview shows is what is saved.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'blockquote',
]);
/** Tags the editor writes for an allowed one. */
const EQUIVALENT_TAGS: Record<string, string> = { b: 'strong', i: 'em', div: 'p', h1: 'h2', h4: 'h3' };
/** Dropped with their content: nothing inside them is text a reader should see. */
const HIDDEN_TAGS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'textarea',
  'select',
  'head',
  'title',
]);
/** What may sit directly in the description; anything else at the top level is wrapped in <p>. */
const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote']);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** An address a link may point to: http(s) or mailto; a bare domain gets https://. */
export function linkAddress(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  if (SAFE_LINK.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  if (/^[^@/]+@[^@/]+\.[^@/]+$/.test(trimmed)) return `mailto:${trimmed}`;
  return /^[^/]+\.[^/]+/.test(trimmed) ? `https://${trimmed}` : null;
}

function copyChildren(from: Node, into: Element, document: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (HIDDEN_TAGS.has(tag)) continue;
    const name = EQUIVALENT_TAGS[tag] ?? tag;
    const href = name === 'a' ? SAFE_LINK.test(element.getAttribute('href') ?? '') : true;
    if (!ALLOWED_TAGS.has(name) || !href) {
      // Unknown wrappers (span, font, section…) and unsafe links keep their text.
      copyChildren(element, into, document);
      continue;
    }
    const copy = document.createElement(name);
    if (name === 'a') copy.setAttribute('href', element.getAttribute('href') ?? '');
    copyChildren(element, copy, document);
    into.appendChild(copy);
  }
}

/** Runs of text and inline tags at the top level become paragraphs. */
function wrapLooseInline(container: Element, document: Document): void {
  let paragraph: Element | null = null;
  for (const child of Array.from(container.childNodes)) {
    const block = child.nodeType === 1 && BLOCK_TAGS.has((child as Element).tagName.toLowerCase());
    if (block) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      paragraph = document.createElement('p');
      container.insertBefore(paragraph, child);
    }
    paragraph.appendChild(child);
  }
  // A paragraph holding only whitespace or line breaks is an empty line the editor left behind.
  for (const paragraph of Array.from(container.querySelectorAll('p'))) {
    if (!paragraph.textContent?.trim()) paragraph.remove();
  }
}

/** The editor's HTML as the allowed tags only; '' when there is no text at all. */
export function toAllowedHtml(html: string): string {
  if (!html.trim()) return '';
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(parsed.body, container, output);
  wrapLooseInline(container, output);
  if (!container.textContent?.trim()) return '';
  return container.innerHTML;
}

/** The description as plain text, e.g. to tell whether it has any words. */
export function htmlText(html: string): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
