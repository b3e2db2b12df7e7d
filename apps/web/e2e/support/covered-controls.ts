// Finds interactive controls that another element covers: each visible control is scrolled into
// view and `document.elementFromPoint` is asked what lies at its centre. The control itself, one of
// its descendants, or its own label is fine; anything else (a floating panel, a fixed button, a
// sticky bar) covers it. Returns one line per covered control, naming both.
import type { Page } from '@playwright/test';

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="checkbox"]',
].join(',');

export async function findCoveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const nameOf = (element: Element): string => {
      const label =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        element.getAttribute('name') ||
        element.getAttribute('placeholder') ||
        '';
      const section = element.closest('[aria-label]')?.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}> "${label}"${section && section !== label ? ` in "${section}"` : ''}`;
    };
    const isShown = (element: HTMLElement): boolean => {
      const rect = element.getBoundingClientRect();
      // Visually hidden controls (sr-only, 1 px) are reached through their label, not by pointer.
      if (rect.width < 4 || rect.height < 4) return false;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
      if (style.pointerEvents === 'none') return false;
      // Clipped away (sr-only, a skip link until it is focused).
      if (/^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip) || style.clipPath === 'inset(50%)') {
        return false;
      }
      return element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]');
    };
    const ownsPoint = (element: HTMLElement, hit: Element | null): boolean => {
      if (!hit) return false;
      if (element === hit || element.contains(hit)) return true;
      // A control drawn over its own sr-only input, or a label that stands for its control.
      // An ancestor at the centre: the control lets the pointer through to it; nothing covers it.
      if (hit.contains(element)) return true;
      const label = hit.closest('label');
      return Boolean(label && (label.control === element || label.contains(element)));
    };

    const start = { x: window.scrollX, y: window.scrollY };
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!isShown(element)) continue;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const rect = element.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!ownsPoint(element, hit)) {
        covered.push(`${nameOf(element)} is covered by ${hit ? nameOf(hit) : 'nothing (off screen)'}`);
      }
    }
    window.scrollTo({ left: start.x, top: start.y, behavior: 'instant' });
    return covered;
  }, CONTROLS);
}
