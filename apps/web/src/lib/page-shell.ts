// The build-time copy of a sign-in page that the server sends in the HTML (decision 144): shown
// until the app renders its first page, then removed in the same frame.
/** Also written by the client build around the copy (apps/web/build/prerender-public-pages.ts). */
export const PAGE_SHELL_ID = 'page-shell';

/** Whether the HTML came with a page copy still on screen. */
export function hasPageShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PAGE_SHELL_ID) !== null;
}

/** Removes the copy; called from a layout effect, so the live page replaces it before the paint. */
export function removePageShell(): void {
  document.getElementById(PAGE_SHELL_ID)?.remove();
}
