import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@tandem/services/api';
import { outboxMailer } from '@tandem/services/testing';
import { startTestStack, type TestStack } from '../../scripts/test-env/test-stack';
import { ensureWebBuild } from './web-build';

export type WebStack = TestStack & { baseUrl: string };

export const TEMPORAL_UI_URL = 'http://temporal-ui.test';

/**
 * The whole product in this test process: the API with workers on the throw-away Postgres and
 * Temporal, listening on a free port and serving the built web app under /app.
 */
export type WebStackOptions = {
  /** The public URL (PUBLIC_URL) is the address the stack listens on, so the URLs the app shows (webhooks) can be called. */
  publicUrlIsListenAddress?: boolean;
};

/** A free port on the loopback, found by listening on port 0 for a moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startWebStack(options: WebStackOptions = {}): Promise<WebStack> {
  const webDist = await ensureWebBuild();
  const stack = await startTestStack();
  let server: FastifyInstance | undefined;
  try {
    const listenPort = options.publicUrlIsListenAddress ? await freePort() : 0;
    // A Temporal UI address, so that the run view links each run there.
    const config = { ...stack.config, temporalUiUrl: TEMPORAL_UI_URL, ...(listenPort ? { publicUrl: `http://127.0.0.1:${listenPort}` } : {}) };
    server = await buildApp({ db: stack.db, temporal: stack.temporal, config, webDist, accountMailer: outboxMailer });
    await server.listen({ port: listenPort, host: '127.0.0.1' });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const { port } = server.server.address() as AddressInfo;
  return {
    ...stack,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await stack.stop();
    },
  };
}
