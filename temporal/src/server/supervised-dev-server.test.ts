import { Connection } from '@temporalio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev-server.js';
import { freePort } from './frontend-ready.js';
import { superviseDevServer, type SupervisedDevServer } from './supervised-dev-server.js';

/** Resolves with the first message `onGiveUp` gets. */
function givenUp() {
  let tell: (message: string) => void = () => {};
  const message = new Promise<string>((resolve) => (tell = resolve));
  return { message, onGiveUp: (m: string) => tell(m) };
}

const answers = async (address: string) => {
  const connection = await Connection.connect({ address, connectTimeout: '5 seconds' });
  try {
    await connection.workflowService.getSystemInfo({});
    return true;
  } finally {
    await connection.close();
  }
};

describe('npm start keeps its Temporal dev server running', () => {
  let supervised: SupervisedDevServer | undefined;
  afterAll(() => supervised?.stop());

  it('starts it again when it dies, and gives up with a message when it keeps dying', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const gaveUp = givenUp();
    supervised = await superviseDevServer(() => startDevServer({ port, headless: true, log: () => {} }), { log: (line) => lines.push(line), onGiveUp: gaveUp.onGiveUp, maxRestarts: 1 });
    const first = supervised.current();

    first.process.kill('SIGKILL');
    await expect.poll(() => supervised!.current() !== first && supervised!.current().process.exitCode === null, { timeout: 60_000 }).toBe(true);
    expect(await answers(first.address)).toBe(true);
    expect(lines).toEqual(['the Temporal server exited (SIGKILL); starting it again', 'the Temporal server is running again']);

    supervised.current().process.kill('SIGKILL');
    expect(await gaveUp.message).toBe('the Temporal server exited (SIGKILL) again, after 1 restart within 300 s; giving up');
  });
});
