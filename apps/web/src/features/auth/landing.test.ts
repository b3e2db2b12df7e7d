import { describe, expect, it } from 'vitest';
import { findRouteMeta } from '#web/app/route-lookup.ts';
import { buildCompany, buildEnterprise, buildUser } from '#web/test/user-fixtures.ts';
import { landingPath } from './landing.ts';

const company = buildCompany();
const enterprise = buildEnterprise();
const candidate = buildUser();
const withCompanyActive = buildUser({ companies: [company], activeCompany: company });
const withEnterpriseActive = buildUser({ enterprises: [enterprise], activeEnterprise: enterprise });

describe('landing without a saved target', () => {
  it('sends a candidate to /dashboard', () => {
    expect(landingPath(candidate, undefined, findRouteMeta)).toBe('/dashboard');
  });

  it('sends a user with companies or enterprises but none active to /launch-pad', () => {
    expect(landingPath(buildUser({ companies: [company] }), undefined, findRouteMeta)).toBe('/launch-pad');
    expect(landingPath(buildUser({ enterprises: [enterprise] }), undefined, findRouteMeta)).toBe(
      '/launch-pad',
    );
  });

  it('sends an active enterprise to /enterprise-groups, before an active company', () => {
    expect(landingPath(withEnterpriseActive, undefined, findRouteMeta)).toBe('/enterprise-groups');
    const both = buildUser({
      companies: [company],
      enterprises: [enterprise],
      activeCompany: company,
      activeEnterprise: enterprise,
    });
    expect(landingPath(both, undefined, findRouteMeta)).toBe('/enterprise-groups');
  });

  it('sends an active company to /company-dashboard', () => {
    expect(landingPath(withCompanyActive, undefined, findRouteMeta)).toBe('/company-dashboard');
  });
});

describe('landing on a saved target', () => {
  it('uses a known page, keeping its query', () => {
    expect(landingPath(candidate, '/account?tab=security', findRouteMeta)).toBe('/account?tab=security');
    expect(landingPath(withCompanyActive, '/messages', findRouteMeta)).toBe('/messages');
  });

  it('ignores an unknown page', () => {
    expect(landingPath(candidate, '/no/such/page', findRouteMeta)).toBe('/dashboard');
  });

  it('ignores a company page without an active company', () => {
    expect(landingPath(candidate, '/company-candidates', findRouteMeta)).toBe('/dashboard');
    expect(landingPath(buildUser({ companies: [company] }), '/company-candidates', findRouteMeta)).toBe(
      '/launch-pad',
    );
    expect(landingPath(withCompanyActive, '/company-candidates?stage=2', findRouteMeta)).toBe(
      '/company-candidates?stage=2',
    );
  });

  it('ignores an enterprise page without an active enterprise', () => {
    expect(landingPath(withCompanyActive, '/enterprise-companies', findRouteMeta)).toBe('/company-dashboard');
    expect(landingPath(withEnterpriseActive, '/enterprise-companies/4', findRouteMeta)).toBe(
      '/enterprise-companies/4',
    );
  });

  it('never lands on a sign-in or sign-out page', () => {
    for (const target of ['/login', '/logout', '/register?x=1', '/two-factor-challenge']) {
      expect(landingPath(candidate, target, findRouteMeta)).toBe('/dashboard');
    }
  });
});
