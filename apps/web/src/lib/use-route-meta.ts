import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { mergeRouteMeta, type RouteMeta } from './route-meta.ts';

/** Metadata of the page being shown, merged from its layout and page routes. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return useMemo(() => mergeRouteMeta(matches), [matches]);
}
