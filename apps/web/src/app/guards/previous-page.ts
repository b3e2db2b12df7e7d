// The page shown before the current navigation, for guards that send a refused visit back where
// it came from. Every page's loader runs the guards, so the last URL they let through is the
// page on screen (or about to be).
let currentPath: string | null = null;

/** Path and query of the page the guards last let through; null before the first page. */
export function previousPagePath(): string | null {
  return currentPath;
}

export function rememberCurrentPage(url: URL): void {
  currentPath = `${url.pathname}${url.search}`;
}

/** Forgets the page, as on a fresh load; for tests. */
export function forgetCurrentPage(): void {
  currentPath = null;
}
