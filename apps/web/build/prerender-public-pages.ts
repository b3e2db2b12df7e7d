// A Vite plugin for the client build (decision 144): once the bundle is written, it builds
// `src/app/prerender/public-page-shells.tsx` for Node, renders the sign-in pages with it, and writes
// `prerendered/<page>.html` beside index.html: the built index.html with the page's markup in an
// inert copy before the app's root, and the page's title. The server sends that file for the page
// (apps/server/src/http/spa.ts); the client removes the copy as it shows the page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { PAGE_SHELL_ID } from '../src/lib/page-shell.ts';

const ENTRY = 'src/app/prerender/public-page-shells.tsx';

interface PageShell {
  html: string;
  title: string;
}
interface ShellModule {
  PRERENDERED_PATHS: string[];
  renderPageShell(pathname: string): Promise<PageShell>;
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hireloop:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverOutDir = path.join(config.root, 'node_modules/.cache/hireloop-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        // Bundled rather than imported from node_modules at run time, so that every `react` import,
        // the libraries' too, resolves to Preact as in the browser (decision 148).
        ssr: { noExternal: true },
        build: {
          ssr: ENTRY,
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          // One file: the route table's lazy pages must share the entry's modules (one session context).
          rollupOptions: { output: { inlineDynamicImports: true } },
        },
      });
      const entryFile = path.join(serverOutDir, `${path.basename(ENTRY, '.tsx')}.js`);
      const shells = (await import(`${pathToFileURL(entryFile).href}?build=${Date.now()}`)) as ShellModule;
      const { template, starter } = startAfterPaint(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
      const starterPath = `assets/start-after-paint-${contentHash(starter)}.js`;
      writeCompressed(path.join(outDir, starterPath), starter);
      const withStarter = template.replace('</body>', `<script defer src="/${starterPath}"></script></body>`);
      for (const pathname of shells.PRERENDERED_PATHS) {
        const page = pageHtml(withStarter, await shells.renderPageShell(pathname));
        writeCompressed(path.join(outDir, 'prerendered', `${pathname.slice(1)}.html`), page);
      }
      fs.rmSync(serverOutDir, { recursive: true, force: true });
    },
  };
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10);
}

/** The file, and its .gz and .br as the server sends them (as the build's compression plugin does). */
function writeCompressed(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * A prerendered page starts the app after its first paint: a small script adds the entry script
 * once a frame has been drawn (the browser fetches the entry's imports as it reads it), so the
 * page's copy paints with the stylesheet alone instead of sharing the connection and the main
 * thread with ~150 KB of JavaScript. Lighthouse (decision 144): first paint 2.2–2.4 s with the
 * entry and its preloads in the head, 0.8–1.3 s this way.
 */
function startAfterPaint(indexHtml: string): { template: string; starter: string } {
  const entry = indexHtml.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  const template = indexHtml.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const starter = `(function () {
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry[1])};
    document.head.appendChild(script);
  }
  // A hidden tab draws no frames: start at once there.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
  return { template, starter };
}

/**
 * The page's copy can be seen, not used: `inert` keeps focus, clicks and assistive technology out
 * of it (its buttons look as they will, but nothing happens), and its fields are read-only so that
 * nothing typed before the app starts can be lost (automation tools wait for the live ones).
 */
function inertCopy(markup: string): string {
  return markup.replace(/<(input|textarea)\b/g, '<$1 readonly').replace(/\sautofocus(="[^"]*")?/gi, '');
}

function pageHtml(template: string, shell: PageShell): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no ${root}`);
  const escapedTitle = shell.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
    .replace(
      root,
      `<div id="${PAGE_SHELL_ID}" inert aria-hidden="true">${inertCopy(shell.html)}</div>${root}`,
    );
}
