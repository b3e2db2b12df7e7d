// zod/mini, the functional and tree-shakable form of zod (same schemas, same issues and messages),
// for payloads the web client validates on its public pages' first load (decision 124). Import
// `{ z }` from here, never from 'zod/mini' (the linter says so): its strings refuse NUL characters.
import * as z from './zod/mini-namespace.ts';

export * from './zod/mini-namespace.ts';
export { z };
