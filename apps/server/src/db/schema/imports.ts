// Bulk imports of talent-pool contacts or team members (issue 23, /user-imports): the uploaded file, its mapping,
// progress and counts, and the rows that could not be imported.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const userImports = pgTable(
  'user_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('contacts'),
    /** Team imports: the role of who uploaded or started it, which bounds the roles rows may give. */
    importerRole: text('importer_role'),
    fileName: text('file_name').notNull(),
    /** The rows as read (header first), stored as JSON under DATA_DIR/files. */
    storageKey: text('storage_key').notNull(),
    status: text('status').notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    sample: jsonb('sample').$type<string[][]>().notNull().default([]),
    totalRows: integer('total_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    existingCount: integer('existing_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** "Ask contacts to confirm their info" after a contacts import: null until asked, then its job. */
    confirmStatus: text('confirm_status'),
    confirmTotal: integer('confirm_total').notNull().default(0),
    confirmSent: integer('confirm_sent').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (table) => [
    index('user_imports_company_idx').on(table.companyId, table.id.desc()),
    check('user_imports_kind_check', sql`${table.kind} in ('contacts', 'team')`),
    check(
      'user_imports_confirm_status_check',
      sql`${table.confirmStatus} is null or ${table.confirmStatus} in ('queued', 'running', 'completed')`,
    ),
    check(
      'user_imports_status_check',
      sql`${table.status} in ('uploaded', 'queued', 'running', 'completed', 'failed')`,
    ),
  ],
);

export const userImportErrors = pgTable(
  'user_import_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => userImports.id, { onDelete: 'cascade' }),
    /** 1-based, counting the header row as row 1 (as a spreadsheet shows it). */
    rowNumber: integer('row_number').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('user_import_errors_import_idx').on(table.importId, table.rowNumber)],
);

export type UserImportRow = typeof userImports.$inferSelect;
