import { DefaultLogger, type LogEntry, type LogLevel } from '@temporalio/worker';

/** Turns a log entry into one JSON line: time, level, msg, then its metadata (errors as their message). */
export function jsonLogLine(entry: LogEntry): string {
  const meta = Object.fromEntries(
    Object.entries(entry.meta ?? {}).map(([key, value]) => [key, value instanceof Error ? { type: value.name, message: value.message } : value]),
  );
  const time = new Date(Number(entry.timestampNanos / 1_000_000n)).toISOString();
  return JSON.stringify({ time, level: entry.level.toLowerCase(), msg: entry.message, ...meta }, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
}

/**
 * The worker processes' logger: one JSON object a line on stdout, with the SDK's workflow and activity
 * fields (namespace, taskQueue, workflowId, workflowRunId, activityType, attempt) and Tandem's own
 * (workspaceId, runId, stepPath, app, action; see activity-log-attributes.ts).
 */
export function jsonLogger(level: LogLevel = 'INFO', write: (line: string) => void = (line) => process.stdout.write(line + '\n')): DefaultLogger {
  // App pools serve activities only; Temporal says so once per queue, which is expected, not a warning.
  return new DefaultLogger(level, (entry) => void (entry.message.includes('No workflows registered') || write(jsonLogLine(entry))));
}
