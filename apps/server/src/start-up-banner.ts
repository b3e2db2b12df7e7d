// What `npm start` prints once the server listens: the database, the demo logins as an aligned
// table, and last the URL, so the terminal ends with what a newcomer needs (README "Quick start").

export interface DemoLogin {
  label: string;
  email: string;
  password: string;
}

/** "staffing agency owner" → "Staffing Agency Owner"; "Company Admin" stays as it is. */
function titleCase(label: string): string {
  return label.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Rows of cells padded to each column's widest cell. */
function alignedRows(rows: string[][]): string[] {
  const widths =
    rows[0]?.map((_cell, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('   '),
  );
}

export function formatStartUpBanner(input: {
  url: string;
  databaseKind: string;
  logins: DemoLogin[];
}): string {
  const lines = [
    '',
    `  Database: ${input.databaseKind === 'pglite' ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL'}`,
  ];
  if (input.logins.length) {
    const passwords = new Set(input.logins.map((login) => login.password));
    const samePassword = passwords.size === 1 ? [...passwords][0] : undefined;
    lines.push('', samePassword ? `  Demo logins (password for all: ${samePassword})` : '  Demo logins');
    const header = samePassword ? ['Account', 'Email'] : ['Account', 'Email', 'Password'];
    const rows = input.logins.map((login) =>
      samePassword
        ? [titleCase(login.label), login.email]
        : [titleCase(login.label), login.email, login.password],
    );
    for (const row of alignedRows([header, ...rows])) lines.push(`    ${row}`);
  }
  lines.push('', `  Hireloop is running at ${input.url}`, '');
  return lines.join('\n');
}
