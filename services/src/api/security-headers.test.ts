import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness } from '../testing/api-harness.js';
import { buildApp } from './app.js';

describe('security headers', () => {
  let api: ApiHarness;
  let app: FastifyInstance;
  const webDist = mkdtempSync(join(tmpdir(), 'tandem-web-'));
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tandem</title>');
    api = await startApi();
    app = await buildApp({ db: api.db, temporal: api.temporal, config: api.config, webDist });
  });
  afterAll(async () => {
    await app?.close();
    await api?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const directives = (header: unknown) => new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

  it('the app may not be framed and runs only scripts and styles of its own origin', async () => {
    for (const url of ['/app/', '/app/flows/123']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the API docs and the API answer with the same policy', async () => {
    for (const url of ['/api/docs/', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });
});
