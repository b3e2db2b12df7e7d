// The client runs on Preact's React compatibility layer instead of react-dom (decision 148): the code
// and its libraries import `react` and `react-dom` as written (and type-check against React's
// types); the bundler, the prerender build and the web unit tests resolve those imports to
// `preact/compat`, ~10 KB of gzip JavaScript where react-dom and react were ~65 KB.
import type { Alias } from 'vite';

export const REACT_ON_PREACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];
