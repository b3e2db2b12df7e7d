// Serves the built web client: real files from the dist folder, index.html for every other
// non-API GET (history fallback), JSON 404 for everything else.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The route @fastify/static registers for the dist folder. */
const CLIENT_FILES_ROUTE = '/*';
/** Where the client build writes the HTML of pages it prerendered. */
const PRERENDERED_FOLDER = 'prerendered';
/** Page requests answered with the client's index.html by the history fallback. */
const pageShellRequests = new WeakSet<FastifyRequest>();

/** Answered with a file of the built web client (an asset, or index.html for a page). */
export function isWebClientFile(request: FastifyRequest): boolean {
  return request.routeOptions.url === CLIENT_FILES_ROUTE || pageShellRequests.has(request);
}

/** Paths the SPA never owns: API, auth endpoints of later issues reached by non-GET, realtime. */
export function isApiPath(url: string): boolean {
  return /^\/(api|broadcasting|apps)(\/|$|\?)/.test(url);
}

/**
 * Pages the client build drew at build time (apps/web/build/prerender-public-pages.ts, decision
 * 144): `/login` → `prerendered/login.html`, the HTML sent instead of index.html for that path.
 */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const folder = path.join(webDistDir, PRERENDERED_FOLDER);
  if (!fs.existsSync(folder)) return new Map();
  return new Map(
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `${PRERENDERED_FOLDER}/${name}`]),
  );
}

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  const prerendered = hasClient ? prerenderedPages(webDistDir) : new Map<string, string>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: 'index.html',
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts); the one the browser
      // accepts is sent as it is, with no compression work per request.
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders(reply, filePath) {
        // Vite content-hashes everything under assets/, so those never change; the rest may.
        const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web client is not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a stale client asking for an old chunk: a 404 is clearer than HTML.
    if (!isPageRequest || isApiPath(request.url) || pathname.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Not Found.' });
    }
    if (!hasClient) {
      return reply.status(503).send({ message: 'The web client is not built. Run `npm run build`.' });
    }
    pageShellRequests.add(request);
    return reply.sendFile(prerendered.get(pathname) ?? 'index.html');
  });
}
