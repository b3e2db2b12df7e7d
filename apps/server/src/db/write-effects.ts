// Which tables a statement can change (decision 147): the tables it writes; for a delete or
// truncate, every table whose rows its foreign keys remove or clear with it; and whatever the
// database's own triggers write after it, read from the committed migrations so that a new trigger
// is covered. The caches kept exact by db/read-coherence.ts move only the tables named here.
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder } from './migrate.ts';
import * as schema from './schema.ts';

/**
 * Functions whose writes no cached read shows, so they move nothing:
 * - `company_candidates_bump` raises `companies.candidates_version`, read only by the company
 *   candidate lists' own version check (decision 020), never by a cached read.
 */
const UNSEEN_FUNCTIONS = new Set(['company_candidates_bump']);

const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const TRUNCATE_TARGETS = /\btruncate\s+(?:table\s+)?((?:(?:only\s+)?"?[a-z_][a-z0-9_]*"?\s*,?\s*)+)/gi;
const FUNCTION_DEFINITION =
  /create\s+(?:or\s+replace\s+)?function\s+"?([a-z_][a-z0-9_]*)"?\s*\([^$]*?\$\$([\s\S]*?)\$\$/gi;
const TRIGGER_DEFINITION =
  /create\s+(?:or\s+replace\s+)?trigger\s+"?[a-z_][a-z0-9_]*"?[\s\S]*?\bon\s+"?([a-z_][a-z0-9_]*)"?[\s\S]*?execute\s+(?:function|procedure)\s+"?([a-z_][a-z0-9_]*)"?/gi;

interface Written {
  table: string;
  /** A delete or truncate: rows of tables that reference it can go (or change) with it. */
  removes: boolean;
}

/** The tables a piece of SQL writes directly, in order of appearance. */
export function tablesWrittenBy(text: string): Written[] {
  const written: Written[] = [];
  for (const match of text.matchAll(WRITE_TARGET)) {
    const table = match[1]!.toLowerCase();
    written.push({ table, removes: /^delete/i.test(match[0]) });
  }
  for (const match of text.matchAll(TRUNCATE_TARGETS)) {
    for (const name of match[1]!.split(',')) {
      const table = name
        .replace(/\bonly\b|"/gi, '')
        .trim()
        .toLowerCase();
      if (table && table !== 'cascade' && table !== 'restart') written.push({ table, removes: true });
    }
  }
  return written;
}

/** Each table of the schema and the tables whose foreign keys point at it. */
function childTables(): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const key of config.foreignKeys) {
      const parent = getTableConfig(key.reference().foreignTable).name;
      children.set(parent, [...(children.get(parent) ?? []), config.name]);
    }
  }
  return children;
}

interface DatabaseFunctions {
  /** What each table's triggers write, through the functions they call. */
  triggers: Map<string, Written[]>;
  /** What each function writes, through the functions it calls (the app calls some directly). */
  functions: Map<string, Written[]>;
}

/** The migrations' functions and triggers and what they write (later definitions win). */
export function databaseFunctions(sqlTexts: readonly string[]): DatabaseFunctions {
  const bodies = new Map<string, string>();
  const triggerFunctions: { table: string; fn: string }[] = [];
  for (const text of sqlTexts) {
    for (const match of text.matchAll(FUNCTION_DEFINITION)) bodies.set(match[1]!.toLowerCase(), match[2]!);
    for (const match of text.matchAll(TRIGGER_DEFINITION)) {
      triggerFunctions.push({ table: match[1]!.toLowerCase(), fn: match[2]!.toLowerCase() });
    }
  }
  const calledIn = (text: string, except?: string) =>
    [...bodies.keys()].filter((fn) => fn !== except && new RegExp(`"?\\b${fn}\\b"?\\s*\\(`, 'i').test(text));
  const writesOf = (fn: string, seen: Set<string>): Written[] => {
    if (seen.has(fn) || UNSEEN_FUNCTIONS.has(fn)) return [];
    seen.add(fn);
    const body = bodies.get(fn) ?? '';
    return [...tablesWrittenBy(body), ...calledIn(body, fn).flatMap((other) => writesOf(other, seen))];
  };
  const triggers = new Map<string, Written[]>();
  for (const { table, fn } of triggerFunctions) {
    triggers.set(table, [...(triggers.get(table) ?? []), ...writesOf(fn, new Set())]);
  }
  const functions = new Map([...bodies.keys()].map((fn) => [fn, writesOf(fn, new Set())]));
  return { triggers, functions };
}

function migrationTexts(): string[] {
  return fs
    .readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(migrationsFolder, name), 'utf8'));
}

const CHILDREN = childTables();
const DATABASE_FUNCTIONS = databaseFunctions(migrationTexts());
const FUNCTION_CALL = /"?\b([a-z_][a-z0-9_]*)"?\s*\(/gi;

/** What a statement writes: its own targets and those of the database functions it calls. */
export function statementWrites(text: string): Written[] {
  const written = tablesWrittenBy(text);
  for (const match of text.matchAll(FUNCTION_CALL)) {
    const writes = DATABASE_FUNCTIONS.functions.get(match[1]!.toLowerCase());
    if (writes) written.push(...writes);
  }
  return written;
}

/** Every table a write can change: itself, what its triggers write and, for removals, dependents. */
export function tablesChangedBy(written: readonly Written[]): Set<string> {
  const changed = new Set<string>();
  const removed = new Set<string>();
  const visit = ({ table, removes }: Written) => {
    if (removes) {
      if (removed.has(table)) return;
      removed.add(table);
    } else if (changed.has(table)) {
      return;
    }
    changed.add(table);
    for (const effect of DATABASE_FUNCTIONS.triggers.get(table) ?? []) visit(effect);
    // A removed row takes (cascade) or changes (set null) the rows that reference it.
    if (removes) for (const child of CHILDREN.get(table) ?? []) visit({ table: child, removes: true });
  };
  for (const entry of written) visit(entry);
  return changed;
}
