import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EgressRefusedError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { httpRequest } from '../http/http-request.js';
import { tandemListWorkspaces } from './actions/workspaces-list-v2.js';

let server: Server | undefined;
const publicUrl = process.env.PUBLIC_URL;
afterEach(async () => {
  if (publicUrl === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = publicUrl;
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

describe('the Tandem app and the egress policy', () => {
  it("reaches the platform's own URL while other steps may not", async () => {
    const paths: string[] = [];
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ items: [], nextCursor: null }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    process.env.PUBLIC_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    await expect(runAction(tandemListWorkspaces, { input: {}, platformToken: 'tdm_x', env: {} })).resolves.toEqual({ workspaces: [] });
    expect(paths).toEqual(['/api/workspaces']);
    await expect(httpRequest({ method: 'GET', url: `${process.env.PUBLIC_URL}/api/workspaces` })).rejects.toBeInstanceOf(EgressRefusedError);
    expect(paths).toHaveLength(1);
  });
});
