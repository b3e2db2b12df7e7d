// Pusher app credentials: from PUSHER_APP_ID/KEY/SECRET, or generated once into DATA_DIR so the
// embedded default needs no setup.
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

export function loadOrCreateCredentials(
  configured: { appId?: string | undefined; key?: string | undefined; secret?: string | undefined },
  dataDir: string,
): PusherCredentials {
  if (configured.appId && configured.key && configured.secret) {
    return { appId: configured.appId, key: configured.key, secret: configured.secret };
  }
  const file = path.join(dataDir, 'pusher.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as PusherCredentials;
  const credentials: PusherCredentials = {
    appId: String(randomInt(100_000, 999_999)),
    key: randomBytes(10).toString('hex'),
    secret: randomBytes(20).toString('hex'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}
