import { describe, expect, it } from 'vitest';
import {
  AUTH_FLOW_PATHS,
  isSameSitePath,
  LAUNCH_PAD_PATH,
  type LandingInput,
  postLoginLanding,
  redirectForIncompleteDemo,
} from './landing.ts';

const candidate: LandingInput = {
  targetUrl: null,
  targetRoute: null,
  hasCompanies: false,
  hasEnterprises: false,
  activeCompanyId: null,
  activeEnterpriseId: null,
};
const withCompany = { ...candidate, hasCompanies: true, activeCompanyId: 7 };
const withEnterprise = { ...candidate, hasEnterprises: true, activeEnterpriseId: 3 };

describe('postLoginLanding: saved target (SPEC.md §2)', () => {
  it('uses a saved target that resolved to a known route without requirements', () => {
    expect(postLoginLanding({ ...candidate, targetUrl: '/opportunities?q=nurse', targetRoute: {} })).toBe(
      '/opportunities?q=nurse',
    );
  });

  it('ignores a saved target that matched no known route', () => {
    expect(postLoginLanding({ ...candidate, targetUrl: '/nowhere', targetRoute: null })).toBe('/dashboard');
  });

  it('uses a company page only when a company is active', () => {
    const target = { targetUrl: '/company-candidates/17', targetRoute: { requiresActiveCompany: true } };
    expect(postLoginLanding({ ...withCompany, ...target })).toBe('/company-candidates/17');
    expect(postLoginLanding({ ...candidate, ...target })).toBe('/dashboard');
    expect(postLoginLanding({ ...withEnterprise, ...target })).toBe('/enterprise-groups');
    expect(postLoginLanding({ ...withCompany, activeCompanyId: null, ...target })).toBe('/launch-pad');
  });

  it('uses an enterprise page only when an enterprise is active', () => {
    const target = { targetUrl: '/enterprise-companies', targetRoute: { requiresActiveEnterprise: true } };
    expect(postLoginLanding({ ...withEnterprise, ...target })).toBe('/enterprise-companies');
    expect(postLoginLanding({ ...withCompany, ...target })).toBe('/company-dashboard');
  });

  it('treats an id of 0 as no active account', () => {
    expect(
      postLoginLanding({
        ...withCompany,
        activeCompanyId: 0,
        targetUrl: '/company-dashboard',
        targetRoute: { requiresActiveCompany: true },
      }),
    ).toBe('/launch-pad');
  });

  it('never lands on a page of the sign-in flow', () => {
    expect(AUTH_FLOW_PATHS).toEqual(['/login', '/logout', '/register', '/two-factor-challenge']);
    for (const targetUrl of ['/logout', '/login?x=1', '/two-factor-challenge/', '/register#top']) {
      expect(postLoginLanding({ ...withCompany, targetUrl, targetRoute: {} })).toBe('/company-dashboard');
    }
  });

  it('never follows a saved target to another site', () => {
    for (const targetUrl of [
      'https://evil.example/company-dashboard',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'company-dashboard',
    ]) {
      expect(postLoginLanding({ ...candidate, targetUrl, targetRoute: {} })).toBe('/dashboard');
    }
  });

  it('ignores an empty saved target', () => {
    expect(postLoginLanding({ ...withCompany, targetUrl: '', targetRoute: {} })).toBe('/company-dashboard');
  });
});

describe('postLoginLanding: without a usable target', () => {
  it('sends a user with companies or enterprises but none active to /launch-pad', () => {
    expect(postLoginLanding({ ...candidate, hasCompanies: true })).toBe('/launch-pad');
    expect(postLoginLanding({ ...candidate, hasEnterprises: true })).toBe('/launch-pad');
    expect(postLoginLanding({ ...candidate, hasCompanies: true, hasEnterprises: true })).toBe(
      LAUNCH_PAD_PATH,
    );
  });

  it('sends a user with an active enterprise to /enterprise-groups', () => {
    expect(postLoginLanding(withEnterprise)).toBe('/enterprise-groups');
    expect(postLoginLanding({ ...withEnterprise, hasCompanies: true })).toBe('/enterprise-groups');
  });

  it('sends a user with an active company to /company-dashboard', () => {
    expect(postLoginLanding(withCompany)).toBe('/company-dashboard');
    expect(postLoginLanding({ ...withCompany, hasEnterprises: true })).toBe('/company-dashboard');
  });

  it('sends anyone else to /dashboard', () => {
    expect(postLoginLanding(candidate)).toBe('/dashboard');
  });
});

describe('isSameSitePath', () => {
  it('accepts paths on this site only', () => {
    expect(isSameSitePath('/')).toBe(true);
    expect(isSameSitePath('/company-interviews?interview=5#notes')).toBe(true);
    expect(isSameSitePath('//evil.example')).toBe(false);
    expect(isSameSitePath('/\\evil.example')).toBe(false);
    expect(isSameSitePath('/a\nb')).toBe(false);
    expect(isSameSitePath('https://app.hireloop.test/')).toBe(false);
    expect(isSameSitePath('')).toBe(false);
  });
});

describe('redirectForIncompleteDemo', () => {
  const visit = { fromPath: '/', requiresActiveCompany: true, demoCompleted: false };

  it('sends a company whose demo is not completed from the root path to /company-dashboard', () => {
    expect(redirectForIncompleteDemo({ ...visit, toPath: '/company-candidates' })).toBe('/company-dashboard');
    expect(redirectForIncompleteDemo(visit)).toBe('/company-dashboard');
    expect(redirectForIncompleteDemo({ ...visit, fromPath: '/?ref=mail' })).toBe('/company-dashboard');
    expect(redirectForIncompleteDemo({ ...visit, fromPath: '' })).toBe('/company-dashboard');
  });

  it('leaves a company whose demo is completed alone', () => {
    expect(redirectForIncompleteDemo({ ...visit, demoCompleted: true })).toBeNull();
  });

  it('leaves visits from other paths alone', () => {
    expect(redirectForIncompleteDemo({ ...visit, fromPath: '/company-messages' })).toBeNull();
  });

  it('leaves pages that do not require an active company alone', () => {
    expect(redirectForIncompleteDemo({ ...visit, requiresActiveCompany: false })).toBeNull();
    expect(redirectForIncompleteDemo({ ...visit, requiresActiveCompany: undefined })).toBeNull();
  });

  it('does nothing without an active company', () => {
    expect(redirectForIncompleteDemo({ ...visit, demoCompleted: null })).toBeNull();
    expect(redirectForIncompleteDemo({ ...visit, demoCompleted: undefined })).toBeNull();
  });

  it('does not redirect a visit to /company-dashboard itself', () => {
    expect(redirectForIncompleteDemo({ ...visit, toPath: '/company-dashboard' })).toBeNull();
    expect(redirectForIncompleteDemo({ ...visit, toPath: '/company-dashboard/?tour=1' })).toBeNull();
  });
});
