import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const keys = { CONNECTION_SECRET_KEY: `k1:${randomBytes(32).toString('base64')}`, PAYLOAD_ENCRYPTION_KEY: randomBytes(32).toString('base64') };

describe('settings in production', () => {
  it('refuse the public development keys and name each missing setting', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/CONNECTION_SECRET_KEY and PAYLOAD_ENCRYPTION_KEY/);
    expect(() => configFromEnv({ NODE_ENV: 'production', CONNECTION_SECRET_KEY: keys.CONNECTION_SECRET_KEY })).toThrow(/without PAYLOAD_ENCRYPTION_KEY:/);
    expect(() => configFromEnv({}, ['node', 'server.ts', '--production'])).toThrow(/without CONNECTION_SECRET_KEY and PAYLOAD_ENCRYPTION_KEY/);
    expect(configFromEnv({ NODE_ENV: 'production', ...keys }).payloadKey).toEqual(Buffer.from(keys.PAYLOAD_ENCRYPTION_KEY, 'base64'));
    // Development keeps its working defaults.
    expect(configFromEnv({}).connectionSecretKey).toMatch(/^dev:/);
  });

  it('require a confirmed address before a flow goes live in production, not in development, unless told', () => {
    expect(configFromEnv({ NODE_ENV: 'production', ...keys }).requireEmailVerification).toBe(true);
    expect(configFromEnv(keys, ['node', 'server.ts', '--production']).requireEmailVerification).toBe(true);
    expect(configFromEnv({}, ['node', 'server.ts']).requireEmailVerification).toBe(false);
    expect(configFromEnv({ TANDEM_REQUIRE_EMAIL_VERIFICATION: 'true' }, ['node']).requireEmailVerification).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production', ...keys, TANDEM_REQUIRE_EMAIL_VERIFICATION: 'false' }).requireEmailVerification).toBe(false);
    expect(() => configFromEnv({ TANDEM_REQUIRE_EMAIL_VERIFICATION: 'yes' })).toThrow('TANDEM_REQUIRE_EMAIL_VERIFICATION must be true or false, got "yes"');
  });

  it('end the API process with the reason before it touches anything', () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', TEMPORAL_ADDRESS: '127.0.0.1:9' };
    const api = spawnSync(`${root}/node_modules/.bin/tsx`, ['services/src/api/server.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(api.status).toBe(1);
    expect(api.stderr).toContain('Refusing to start in production without CONNECTION_SECRET_KEY and PAYLOAD_ENCRYPTION_KEY');
  });
});
