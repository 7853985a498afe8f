import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.contacts).toEqual([]);
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        APP_SECRET: 'short',
        PUBLIC_URL: 'nope',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/APP_SECRET/);
      expect(problems).toMatch(/PUBLIC_URL/);
    }
  });

  it('runs everything in one process unless ROLE says otherwise', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ROLE: 'worker' }).role).toBe('worker');
  });

  it('refuses a ROLE that is not web, worker or all, in one sentence', () => {
    expect(() => loadConfig({ ROLE: 'workers' })).toThrow(
      'ROLE: must be web, worker or all, not "workers"',
    );
  });

  it('refuses POSTING_WORKER, which ROLE replaced', () => {
    expect(() => loadConfig({ POSTING_WORKER: 'off' })).toThrow(/POSTING_WORKER: replaced by ROLE/);
  });

  it('leaves the log format to the terminal unless LOG_FORMAT is json or pretty', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(
      'LOG_FORMAT: must be json or pretty, not "yaml"',
    );
  });

  it('shows a contact link only when its address is set', () => {
    const config = loadConfig({
      CONTACT_1_NAME: '@mcm',
      CONTACT_1_URL: 'https://t.me/mcm',
      CONTACT_2_NAME: 'ignored without url',
    });
    expect(config.contacts).toEqual([{ name: '@mcm', url: 'https://t.me/mcm' }]);
  });
});
