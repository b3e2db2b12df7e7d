// The zod every schema of Hireloop is written with (server, web and shared alike): zod itself,
// except that `z.string()`, `z.url()` and `z.httpUrl()` refuse NUL characters with a field error,
// so no text field or query parameter can carry one to the database (decision 023). Import
// `{ z }` from here, never from 'zod' (the linter says so).
import { installValidationMessages } from './validation-messages.ts';
import * as z from './zod/namespace.ts';

installValidationMessages();

export * from './zod/namespace.ts';
export { z };
