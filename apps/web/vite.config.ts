import type { IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPublicPages } from './build/prerender-public-pages.ts';
import { REACT_ON_PREACT } from './build/react-on-preact.ts';

// The app server (apps/server) listens on 3000 by default.
const apiTarget = process.env.HIRELOOP_API_URL ?? 'http://127.0.0.1:3000';

/**
 * `/login`, `/logout`, `/register`, … are both SPA pages (GET, browser navigation) and
 * Fortify-style endpoints (POST from the client). A browser page load asks for HTML; returning
 * the URL from `bypass` makes Vite serve the SPA instead of proxying.
 */
function isPageLoad(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

const toServer: ProxyOptions = { target: apiTarget, changeOrigin: false };
const toServerExceptPages: ProxyOptions = {
  ...toServer,
  bypass: (req) => (isPageLoad(req) ? req.url : undefined),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // JSX only: React's Fast Refresh cannot reach Preact's renderer (decision 148), so an edited
    // module reloads the page in development instead of being swapped in place.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // The client build only; the Node build of the prerendered pages (decision 144) is read once
    // and deleted.
    ...(isSsrBuild
      ? []
      : [
          // A .br and a .gz beside every text file of at least 1 KiB (best quality: compressed once,
          // at build time), which the server sends as they are (apps/server/src/http/spa.ts).
          compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
          prerenderPublicPages(),
        ]),
  ],
  resolve: { alias: REACT_ON_PREACT },
  server: {
    proxy: {
      '/api': toServer,
      '/broadcasting': toServer,
      // Anchored so that SPA pages such as `/user-imports` or `/login-help` are never proxied.
      '^/(login|logout|register|forgot-password|reset-password|two-factor-challenge)$': toServerExceptPages,
      '^/user/': toServerExceptPages,
      // The verification link and its resend; `/email/verified` stays a page.
      '^/email/(verify/|verification-notification$)': toServerExceptPages,
    },
  },
}));
