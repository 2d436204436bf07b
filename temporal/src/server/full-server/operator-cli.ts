import { spawn } from 'node:child_process';
import type { Connection } from '@temporalio/client';
import { searchAttributeNames } from '../search-attributes.js';

const RETENTION = '720h';

function temporalCli(binary: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function idempotent(binary: string, args: string[]): Promise<void> {
  const { code, output } = await temporalCli(binary, args);
  if (code !== 0 && !/already (exists|registered)/i.test(output)) throw new Error(`temporal ${args.slice(0, 3).join(' ')} failed: ${output.trim()}`);
}

/**
 * Creates the namespace (30 days of retention) and Tandem's Keyword search attributes with the
 * Temporal CLI's `operator` commands, as an operator would on a fresh cluster; existing ones are kept.
 */
export async function createNamespaceWithCli(cli: string, address: string, namespace: string): Promise<void> {
  const common = ['--address', address, '--namespace', namespace];
  await idempotent(cli, ['operator', 'namespace', 'create', ...common, '--retention', RETENTION]);
  // One call per attribute: with several names and one type the CLI adds only the first name.
  for (const name of searchAttributeNames) {
    await idempotent(cli, ['operator', 'search-attribute', 'create', ...common, '--name', name, '--type', 'Keyword']);
  }
}

/**
 * Waits until the frontend knows the namespace and accepts a visibility query on every search
 * attribute: services refresh their namespace registries every few seconds.
 */
export async function waitForNamespace(connection: Connection, namespace: string, timeoutMs = 30_000): Promise<void> {
  const query = searchAttributeNames.map((name) => `${name} = 'probe'`).join(' AND ');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await connection.workflowService.listWorkflowExecutions({ namespace, query, pageSize: 1 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`namespace ${namespace} is not ready: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
