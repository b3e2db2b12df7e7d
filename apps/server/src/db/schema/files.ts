// The company file library (SPEC.md §3 file attachment record). A stored file is one `files` row;
// each place it is attached (an offer, an onboarding task, a message, or the library itself) is a
// `model_has_files` row with its own name and order. Attaching "from the library" adds a row that
// points at the same file and remembers the library row it came from.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storagePath: text('storage_path').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [index('files_company_idx').on(table.companyId)],
);

export const FILE_MODEL_TYPES = ['library', 'offer', 'onboarding_task', 'message'] as const;

export const modelHasFiles = pgTable(
  'model_has_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    modelType: text('model_type').notNull(),
    /** The company id for library rows; else the offer, onboarding task or message id. */
    modelId: bigint('model_id', { mode: 'number' }).notNull(),
    libraryModelHasFileId: bigint('library_model_has_file_id', { mode: 'number' }),
    currentName: text('current_name').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('model_has_files_model_idx').on(table.modelType, table.modelId, table.order),
    index('model_has_files_company_idx').on(table.companyId, table.modelType),
    check(
      'model_has_files_model_type_check',
      sql`${table.modelType} in ('library', 'offer', 'onboarding_task', 'message')`,
    ),
  ],
);
