import { parseIsoDuration, type Definition } from '@tandem/catalog';

/** A run may last the shorter of its definition's `timeout` and the workspace's maximum runtime. */
export function runTimeoutMs(definition: Definition, maxFlowRuntimeMinutes: number): number {
  const limits = [maxFlowRuntimeMinutes * 60_000];
  if (definition.timeout) limits.push(parseIsoDuration(definition.timeout));
  return Math.min(...limits);
}
