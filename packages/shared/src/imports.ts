// Bulk user imports (issue 23, /user-imports): a CSV or XLSX of talent-pool contacts or of team
// members, its column mapping, the checks every row passes, and the import's progress and counts.
// The team rows' checks are in imports-team.ts.
import { pageMetaSchema } from './api.ts';
import { emailSchema } from './auth.ts';
import { z } from './zod.ts';

/** What a file holds: talent-pool contacts, or team members to invite (docs/decisions/106). */
export const IMPORT_KINDS = ['contacts', 'team'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  contacts: 'Talent pool contacts',
  team: 'Team members',
};

/** Every field any kind maps; each kind uses some (IMPORT_FIELDS_BY_KIND). */
export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'notes',
  'role',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  notes: 'Notes',
  role: 'Role',
};
export const IMPORT_FIELDS_BY_KIND: Record<ImportKind, readonly ImportField[]> = {
  contacts: ['first_name', 'last_name', 'email', 'phone', 'location', 'notes'],
  team: ['email', 'role'],
};
export const REQUIRED_FIELDS_BY_KIND: Record<ImportKind, readonly ImportField[]> = {
  contacts: ['first_name', 'last_name', 'email'],
  team: ['email'],
};
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = REQUIRED_FIELDS_BY_KIND.contacts;
export const IMPORT_LOCATION_MAX_LENGTH = 200;
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
export const IMPORT_MAX_COLUMNS = 100;
export const IMPORT_NAME_MAX_LENGTH = 100;
export const IMPORT_NOTES_MAX_LENGTH = 2000;

/** Header names each field is recognised by (lower-cased, spaces, dashes and underscores removed). */
const FIELD_ALIASES: Record<ImportField, string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'telephone', 'tel'],
  location: ['location', 'city', 'place', 'town', 'address'],
  notes: ['notes', 'note', 'comments', 'comment'],
  role: ['role', 'teamrole', 'accessrole', 'permission', 'permissions'],
};

export type ImportMapping = Partial<Record<ImportField, number | null>>;

/** The column of each field of the kind, found by its header's name (none when no header matches). */
export function detectMapping(
  headers: readonly string[],
  kind: ImportKind = 'contacts',
): Record<ImportField, number | null> {
  const normalized = headers.map((header) => header.toLowerCase().replace(/[\s_-]+/g, ''));
  const mapping = {} as Record<ImportField, number | null>;
  for (const field of IMPORT_FIELDS) {
    const index = IMPORT_FIELDS_BY_KIND[kind].includes(field)
      ? normalized.findIndex((header) => FIELD_ALIASES[field].includes(header))
      : -1;
    mapping[field] = index === -1 ? null : index;
  }
  return mapping;
}

/** E.164: a plus, a country code and up to 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;

export interface ImportRowProblem {
  field: ImportField | 'row';
  message: string;
}

export interface CheckedContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  location: string | null;
  notes: string;
}

/**
 * One row's values through the mapping: the contact, or what is wrong with it. Duplicates within
 * the file are found by the caller (it sees every row).
 */
export function checkImportRow(
  cells: readonly string[],
  mapping: Record<ImportField, number | null>,
): { contact: CheckedContact } | { problems: ImportRowProblem[] } {
  const value = (field: ImportField) => {
    const index = mapping[field];
    return index === null || index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const problems: ImportRowProblem[] = [];
  const firstName = value('first_name');
  const lastName = value('last_name');
  if (!firstName) problems.push({ field: 'first_name', message: 'The first name is missing.' });
  else if (firstName.length > IMPORT_NAME_MAX_LENGTH)
    problems.push({ field: 'first_name', message: 'The first name is too long.' });
  if (!lastName) problems.push({ field: 'last_name', message: 'The last name is missing.' });
  else if (lastName.length > IMPORT_NAME_MAX_LENGTH)
    problems.push({ field: 'last_name', message: 'The last name is too long.' });
  const email = emailSchema.safeParse(value('email'));
  if (!email.success)
    problems.push({
      field: 'email',
      message: value('email') ? 'The email is not a valid address.' : 'The email is missing.',
    });
  const rawPhone = value('phone').replace(/[\s().-]/g, '');
  if (rawPhone && !E164.test(rawPhone))
    problems.push({
      field: 'phone',
      message: 'The phone must be in international format, such as +15035550100.',
    });
  const location = value('location');
  if (location.length > IMPORT_LOCATION_MAX_LENGTH)
    problems.push({ field: 'location', message: 'The location is too long.' });
  const notes = value('notes');
  if (notes.length > IMPORT_NOTES_MAX_LENGTH)
    problems.push({ field: 'notes', message: 'The notes are too long.' });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL never reaches the database
  if (cells.some((cell) => /\u0000/.test(cell)))
    problems.push({ field: 'row', message: 'The row contains a NUL character.' });
  if (problems.length > 0 || !email.success) return { problems };
  return {
    contact: {
      firstName,
      lastName,
      email: email.data,
      phone: rawPhone || null,
      location: location || null,
      notes,
    },
  };
}

const mappingValue = z
  .number()
  .int()
  .min(0)
  .max(IMPORT_MAX_COLUMNS - 1)
  .nullable();

export const updateImportSchema = z.object({
  mapping: z.object({
    // Required by kind (REQUIRED_FIELDS_BY_KIND), checked by the server with the file's columns.
    first_name: mappingValue.default(null),
    last_name: mappingValue.default(null),
    email: mappingValue.default(null),
    phone: mappingValue.default(null),
    location: mappingValue.default(null),
    notes: mappingValue.default(null),
    role: mappingValue.default(null),
  }),
});

export const userImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number().int().nullable()),
  /** The first rows as read, to check the mapping against. */
  sample: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  /** Rows with a problem, found when the mapping was set (before starting). */
  invalid_rows: z.number().int(),
  processed_rows: z.number().int(),
  /** 0–100. */
  progress: z.number().int(),
  created_count: z.number().int(),
  existing_count: z.number().int(),
  error_count: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_by: z.string().nullable(),
  /** "Ask contacts to confirm their info" (contacts imports): null until asked, then its job. */
  confirm_status: z.enum(['queued', 'running', 'completed']).nullable(),
  /** Contacts the request reaches, and how many were emailed so far. */
  confirm_total: z.number().int(),
  confirm_sent: z.number().int(),
  abilities: z.object({ start: z.boolean(), request_confirmation: z.boolean() }),
  message: z.string().optional(),
});
export type UserImport = z.infer<typeof userImportSchema>;

export const userImportListSchema = z.object({ data: z.array(userImportSchema), meta: pageMetaSchema });

/** POST /api/user-imports?kind=team: which kind the uploaded file holds (contacts by default). */
export const importKindQuerySchema = z.object({ kind: z.enum(IMPORT_KINDS).default('contacts') });
