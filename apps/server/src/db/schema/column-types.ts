// Column types drizzle does not have built in, shared by the schema files.
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; maintained by the profiles service (it includes the user's name). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
