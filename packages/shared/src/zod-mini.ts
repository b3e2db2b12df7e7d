// zod/mini, the functional and tree-shakable form of zod (same schemas, same issues and messages),
// for the payloads of the public pages' forms, fetched when a form is first used (decisions 124,
// 140). Import `{ z }` from here, never from 'zod/mini' (the linter says so): its strings refuse NUL characters.
import { installValidationMessages } from './validation-messages.ts';
import * as z from './zod/mini-namespace.ts';

installValidationMessages();

export * from './zod/mini-namespace.ts';
export { z };
