import { describe, expect, it } from 'vitest';
import { buildCompany, buildEnterprise, buildUser } from '#web/test/user-fixtures.ts';
import { isBuiltLink } from '../routes/built-links.ts';
import { avatarMenuEntries, avatarMenuSpecEntries } from './avatar-menu-items.ts';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('avatar menu', () => {
  it('offers Account and Logout to a candidate without companies', () => {
    expect(labels(avatarMenuSpecEntries('candidate', buildUser()))).toEqual(['Account', 'Logout']);
  });

  it('offers the Launch Pad when the user has companies or a referrer', () => {
    expect(labels(avatarMenuSpecEntries('candidate', buildUser({ companies: [buildCompany()] })))).toContain(
      'Launch Pad',
    );
    expect(labels(avatarMenuSpecEntries('candidate', buildUser({ referrerId: 7 })))).toContain('Launch Pad');
  });

  it('adds Integrations and Widgets for a company session only', () => {
    const company = buildCompany();
    const user = buildUser({ companies: [company], activeCompany: company });
    expect(labels(avatarMenuSpecEntries('company', user))).toEqual([
      'Launch Pad',
      'Integrations',
      'Widgets',
      'Team Members',
      'Onboarding Checklist',
      'File Library',
      'Account',
      'Logout',
    ]);
    expect(avatarMenuSpecEntries('company', user).find((entry) => entry.label === 'Account')?.to).toBe(
      '/company-account',
    );
    expect(labels(avatarMenuSpecEntries('candidate', buildUser({ companies: [company] })))).not.toContain(
      'Widgets',
    );
  });

  it('leads the three roles that have it to Team Members (SPEC.md §6), never a Team Member', () => {
    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      const company = buildCompany({ role });
      const entry = avatarMenuEntries(
        'company',
        buildUser({ companies: [company], activeCompany: company }),
      ).find((item) => item.label === 'Team Members');
      expect(entry?.to, role).toBe('/team-members');
    }
    const member = buildCompany({ role: 'Team Member' });
    const user = buildUser({ companies: [member], activeCompany: member });
    expect(labels(avatarMenuEntries('company', user))).not.toContain('Team Members');
    const admin = buildCompany();
    expect(
      labels(avatarMenuEntries('candidate', buildUser({ companies: [admin], activeCompany: admin }))),
    ).not.toContain('Team Members');
  });

  it('leads those who keep offers to the onboarding checklist, never a Team Member', () => {
    for (const role of ['Company Admin', 'Manager', 'Recruiter'] as const) {
      const company = buildCompany({ role });
      const entry = avatarMenuEntries(
        'company',
        buildUser({ companies: [company], activeCompany: company }),
      ).find((item) => item.label === 'Onboarding Checklist');
      expect(entry?.to, role).toBe('/company-onboarding-checklist');
      const library = avatarMenuEntries(
        'company',
        buildUser({ companies: [company], activeCompany: company }),
      ).find((item) => item.label === 'File Library');
      expect(library?.to, role).toBe('/company-file-library');
    }
    const member = buildCompany({ role: 'Team Member' });
    expect(
      labels(avatarMenuEntries('company', buildUser({ companies: [member], activeCompany: member }))),
    ).not.toContain('Onboarding Checklist');
    expect(
      labels(avatarMenuEntries('company', buildUser({ companies: [member], activeCompany: member }))),
    ).not.toContain('File Library');
  });

  it('shows the admin and impersonation entries only when they apply', () => {
    expect(labels(avatarMenuSpecEntries('candidate', buildUser({ isSuperAdmin: true })))).toContain(
      'Admin Dashboard',
    );
    expect(labels(avatarMenuSpecEntries('candidate', buildUser({ impersonate: true })))).toContain(
      'Stop Impersonation',
    );
    expect(labels(avatarMenuSpecEntries('candidate', buildUser()))).not.toContain('Admin Dashboard');
  });

  it('gives enterprise sessions the enterprise menu', () => {
    const enterprise = buildEnterprise();
    const user = buildUser({ enterprises: [enterprise], activeEnterprise: enterprise });
    expect(labels(avatarMenuSpecEntries('enterprise', user))).toEqual([
      'Launch Pad',
      'Enterprise Profile',
      'Account',
      'Logout',
    ]);
  });

  it('shows only entries whose page is built (Integrations and Widgets once their pages exist)', () => {
    const company = buildCompany();
    const user = buildUser({ companies: [company], activeCompany: company, isSuperAdmin: true });
    const shown = avatarMenuEntries('company', user);
    expect(shown).toEqual(avatarMenuSpecEntries('company', user).filter((entry) => isBuiltLink(entry.to)));
    expect(labels(shown).includes('Integrations')).toBe(isBuiltLink('/integrations'));
    expect(labels(shown).includes('Widgets')).toBe(isBuiltLink('/widgets'));
    for (const entry of shown) expect(isBuiltLink(entry.to), entry.to).toBe(true);
  });
});
