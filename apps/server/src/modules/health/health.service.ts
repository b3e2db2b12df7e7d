import type { Health } from '@hireloop/shared/api';
import type { DatabaseHandle } from '../../db/client.ts';

export async function checkHealth(database: DatabaseHandle): Promise<Health> {
  try {
    await database.ping();
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'error', database: 'error' };
  }
}
