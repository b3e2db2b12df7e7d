// Reading an uploaded CSV or XLSX into rows of text: XLSX (a zip) through read-excel-file, anything
// else as UTF-8 CSV through csv-parse (the separator is detected from the header line). Problems
// are 422s on the `file` field.

import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@hireloop/shared/imports';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { validation } from '#server/lib/errors.ts';

export interface ImportTable {
  headers: string[];
  /** Data rows (the header row excluded), each cell as text. */
  rows: string[][];
}

const fileProblem = (message: string) => validation({ file: [message] });

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

async function readRows(data: Buffer): Promise<unknown[][]> {
  if (isZip(data)) {
    try {
      return await readSheet(data);
    } catch {
      throw fileProblem('The file is not a readable Excel workbook.');
    }
  }
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch (error) {
    throw fileProblem(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
}

export async function readImportFile(data: Buffer): Promise<ImportTable> {
  const all = await readRows(data);
  const [head, ...body] = all;
  if (!head || head.length === 0) throw fileProblem('The file is empty.');
  if (head.length > IMPORT_MAX_COLUMNS)
    throw fileProblem(`The file may have at most ${IMPORT_MAX_COLUMNS} columns.`);
  const rows = body.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw fileProblem('The file has a header row but no people.');
  if (rows.length > IMPORT_MAX_ROWS)
    throw fileProblem(`The file may have at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`);
  // JSON in PostgreSQL cannot hold NUL: headers lose it (rows keep it and are refused one by one).
  return { headers: head.map((cell) => cellText(cell).replaceAll('\u0000', '').trim()), rows };
}
