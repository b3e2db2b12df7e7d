import { describe, expect, it } from 'vitest';
import { intercomAllowed } from './intercom.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings.ts';

const configured: SiteSettings = {
  demoMode: false,
  supportChat: { provider: 'intercom', intercomAppId: 'abc123', intercomHost: 'app.hireloop.example' },
};

describe('where Intercom may load', () => {
  it('only on the production host over https', () => {
    expect(intercomAllowed(configured, { protocol: 'https:', host: 'app.hireloop.example' })).toBe(true);
    expect(intercomAllowed(configured, { protocol: 'http:', host: 'app.hireloop.example' })).toBe(false);
    expect(intercomAllowed(configured, { protocol: 'https:', host: 'staging.hireloop.example' })).toBe(false);
  });

  it('never without an Intercom app', () => {
    expect(intercomAllowed(DEFAULT_SITE_SETTINGS, { protocol: 'https:', host: 'app.hireloop.example' })).toBe(
      false,
    );
  });
});
