import { describe, expect, it } from 'vitest';
import { formatStartUpBanner } from './start-up-banner.ts';

describe('start-up banner', () => {
  it('ends with the URL after an aligned table of the demo logins', () => {
    const banner = formatStartUpBanner({
      url: 'http://localhost:3000',
      databaseKind: 'pglite',
      logins: [
        { label: 'Candidate', email: 'candidate@hireloop.example', password: 'hireloop-demo' },
        { label: 'Company Admin', email: 'admin@hireloop.example', password: 'hireloop-demo' },
        { label: 'staffing agency owner', email: 'staffing@hireloop.example', password: 'hireloop-demo' },
      ],
    });

    expect(banner.split('\n')).toEqual([
      '',
      '  Database: embedded PostgreSQL (PGlite)',
      '',
      '  Demo logins (password for all: hireloop-demo)',
      '    Account                 Email',
      '    Candidate               candidate@hireloop.example',
      '    Company Admin           admin@hireloop.example',
      '    Staffing Agency Owner   staffing@hireloop.example',
      '',
      '  Hireloop is running at http://localhost:3000',
      '',
    ]);
  });

  it('shows each password when they differ, and no table without logins', () => {
    const withPasswords = formatStartUpBanner({
      url: 'https://hireloop.example',
      databaseKind: 'postgres',
      logins: [
        { label: 'Candidate', email: 'c@x.example', password: 'one' },
        { label: 'Manager', email: 'manager@x.example', password: 'two' },
      ],
    });
    expect(withPasswords).toContain('    Account     Email               Password\n');
    expect(withPasswords).toContain('    Candidate   c@x.example         one\n');

    const bare = formatStartUpBanner({
      url: 'https://hireloop.example',
      databaseKind: 'postgres',
      logins: [],
    });
    expect(bare.trim().split('\n').at(-1)?.trim()).toBe('Hireloop is running at https://hireloop.example');
    expect(bare).not.toContain('Demo logins');
  });
});
