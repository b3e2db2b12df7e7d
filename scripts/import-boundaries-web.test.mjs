// The web import-boundary check (apps/web/.dependency-cruiser.cjs) fails on each kind of
// violation and passes on a tree that keeps the layers: proof that `npm test`'s step can fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports } from './import-boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webConfig = path.join(root, 'apps/web/.dependency-cruiser.cjs');
const made = [];

/** Writes a small web tree (`{ 'src/x.ts': source }`) into a fresh folder. */
function fixture(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hireloop-web-boundaries-'));
  made.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The violations dependency-cruiser reports for a tree, one line each (`rule: from → to`). */
const check = (dir) => checkImports(dir, { config: webConfig }).lines;

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const layeredTree = {
  'src/main.tsx': "import { router } from './app/router.ts';\nexport const app = router;\n",
  'src/app/router.ts':
    "import { OffersPage } from '../features/offers/pages/offers-page.tsx';\nexport const router = [OffersPage];\n",
  'src/features/offers/pages/offers-page.tsx':
    "import { useSession } from '../../../lib/session/session.ts';\nimport { Card } from '../../../components/card.tsx';\n" +
    'export function OffersPage() {\n  return Card(useSession());\n}\n',
  'src/lib/session/session.ts': 'export function useSession(): string {\n  return "user";\n}\n',
  'src/components/card.tsx': 'export function Card(text: string): string {\n  return text;\n}\n',
};

describe('web import boundaries', () => {
  it('passes a tree that keeps app → features → components, lib', () => {
    expect(check(fixture(layeredTree))).toEqual([]);
  });

  it('fails when a feature imports app/ or another feature, lib imports a feature, or imports cycle', () => {
    const lines = check(
      fixture({
        ...layeredTree,
        // The page uses its feature's api, which reaches up into app/, which imports the page: a cycle.
        'src/features/offers/pages/offers-page.tsx':
          "import { routes } from '../api/offers.ts';\nexport function OffersPage() {\n  return routes;\n}\n",
        // A feature reaching up into app/.
        'src/features/offers/api/offers.ts':
          "import { router } from '../../../app/router.ts';\nexport const routes = router.length;\n",
        // A feature importing another feature.
        'src/features/pipeline/pages/board.ts':
          "import type { OffersPage } from '../../offers/pages/offers-page.tsx';\nexport type Board = typeof OffersPage;\n",
        // lib/ importing a feature.
        'src/lib/toasts.ts':
          "import { routes } from '../features/offers/api/offers.ts';\nexport const toastCount = routes;\n",
        'src/features/offers/pages/list.ts':
          "import { routes } from '../api/offers.ts';\nimport { toastCount } from '../../../lib/toasts.ts';\nexport const list = routes + toastCount;\n",
      }),
    );
    expect(lines).toContain('feature-imports-app: src/features/offers/api/offers.ts → src/app/router.ts');
    expect(lines).toContain(
      'feature-imports-another-feature: src/features/pipeline/pages/board.ts → src/features/offers/pages/offers-page.tsx',
    );
    expect(lines).toContain(
      'shared-layer-imports-feature-or-app: src/lib/toasts.ts → src/features/offers/api/offers.ts',
    );
    expect(lines.some((line) => line.startsWith('no-circular: '))).toBe(true);
  });

  it('passes the web client as it is, whose deeper imports go through #web/', () => {
    expect(checkImports('apps/web', { maxClimb: 1 }).lines).toEqual([]);
  }, 30_000);
});
