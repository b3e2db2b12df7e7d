// The application secret. Set APP_KEY when several instances share a database; otherwise one is
// generated once into DATA_DIR/app-key so the embedded default needs no setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadOrCreateAppKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const keyPath = path.join(dataDir, 'app-key');
  if (fs.existsSync(keyPath)) return fs.readFileSync(keyPath, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  fs.writeFileSync(keyPath, key, { mode: 0o600 });
  return key;
}
