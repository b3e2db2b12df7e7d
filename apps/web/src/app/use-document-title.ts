import { documentTitle } from '@hireloop/shared/constants';
import { useEffect } from 'react';
import { pageTitle, type RouteMeta } from '../lib/route-meta.ts';
import { useRouteMeta } from '../lib/use-route-meta.ts';

/** `<Page> – Hireloop` for a page, the default title when it has none. */
export function documentTitleFor(meta: RouteMeta): string {
  return documentTitle(pageTitle(meta));
}

/** Keeps `document.title` in step with the current route's metadata. */
export function useDocumentTitle(): void {
  const title = documentTitleFor(useRouteMeta());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
