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
      PAYMENTS_GATEWAY: 'test',
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

  it('listens on loopback outside production and on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_GATEWAY: 'test' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to take test card payments in production unless PAYMENTS_GATEWAY=test says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_GATEWAY/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_GATEWAY: 'stripe' })).toThrow(
      /PAYMENTS_GATEWAY/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_GATEWAY: 'test' }).PAYMENTS_GATEWAY).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENTS_GATEWAY).toBeUndefined();
  });

  it('trusts no proxy by default; TRUST_PROXY takes proxy addresses or a hop count', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback' }).TRUST_PROXY).toEqual({
      proxies: ['10.0.0.0/8', '::1', 'loopback'],
    });
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('lets loopback read the dev mailbox, plus DEV_MAILBOX_ALLOW', () => {
    expect(loadConfig({}).devMailboxAllow).toEqual(['loopback']);
    expect(loadConfig({ DEV_MAILBOX_ALLOW: '192.168.1.0/24' }).devMailboxAllow).toEqual([
      'loopback',
      '192.168.1.0/24',
    ]);
    expect(() => loadConfig({ DEV_MAILBOX_ALLOW: 'everyone' })).toThrow(/DEV_MAILBOX_ALLOW/);
  });

  it('gives the embedded database a 32MB page cache unless PGLITE_SHARED_BUFFERS says otherwise', () => {
    expect(loadConfig({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).PGLITE_SHARED_BUFFERS).toBe('128MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
