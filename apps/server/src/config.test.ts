import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.SEED).toBe(true);
    expect(config.isProduction).toBe(false);
  });

  it('reads explicit values and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_URL: 'https://jobs.example.com/',
      DATABASE_URL: '',
      SEED: 'false',
      NODE_ENV: 'production',
    });
    expect(config.PORT).toBe(8080);
    expect(config.appUrl).toBe('https://jobs.example.com');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED).toBe(false);
    expect(config.isProduction).toBe(true);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
