// Counts the statements the app sends to its database during an action (requests go through
// inject), at the database client, so a job the workers run meanwhile is not counted.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TestApp } from './test-app.ts';

const insideAction = new AsyncLocalStorage<true>();

export async function statementsDuring(ctx: TestApp, action: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const original = client.query;
  let count = 0;
  client.query = function countedQuery(this: unknown, ...args: unknown[]) {
    if (insideAction.getStore()) count += 1;
    return original.apply(this, args);
  };
  try {
    await insideAction.run(true, action);
  } finally {
    client.query = original;
  }
  return count;
}
