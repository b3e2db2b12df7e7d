// A development build of the client (what `NODE_ENV=development` builds), served
// to one page from a folder while the page's API calls still reach the real end-to-end server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the client as `NODE_ENV=development vite build` does (what `npm start` did when the
 * environment said development) into a fresh folder, and returns the folder.
 */
export function buildDevelopmentClient(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-dev-build-'));
  execFileSync('npx', ['vite', 'build', '--mode', 'development', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
  return outDir;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/** Page loads and files of the client come from `buildDir`; everything else goes to the server. */
export async function serveClientFrom(page: Page, buildDir: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET') return route.fallback();
    const file = path.join(buildDir, pathname);
    if (pathname !== '/' && file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return route.fulfill({
        body: fs.readFileSync(file),
        contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
    }
    if (request.resourceType() === 'document') {
      return route.fulfill({
        body: fs.readFileSync(path.join(buildDir, 'index.html')),
        contentType: contentTypes['.html'],
      });
    }
    return route.fallback();
  });
}
