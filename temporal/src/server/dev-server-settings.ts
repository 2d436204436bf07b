/**
 * Settings of the single-node dev server that `npm start` and the tests run (Server 1.32 keys;
 * README § "The Temporal dev server" says what each one trades).
 */

/**
 * Dynamic config. The history service reads its transfer, timer and visibility queues at most 20
 * times a second by default, so each hand-off (workflow task to matching, activity task to matching,
 * a timer firing, a visibility update) can wait ~50 ms. On one node with one history shard a higher
 * rate only costs work when there are tasks. One task-queue partition lets a poller find every task
 * of its queue at once instead of waiting for it to be forwarded from another partition.
 */
export const DEV_SERVER_DYNAMIC_CONFIG: Record<string, number> = {
  'history.transferProcessorMaxPollRPS': 10_000,
  'history.timerProcessorMaxPollRPS': 10_000,
  'history.visibilityProcessorMaxPollRPS': 10_000,
  'matching.numTaskqueueReadPartitions': 1,
  'matching.numTaskqueueWritePartitions': 1,
};

/**
 * SQLite pragmas for the data file (the CLI takes only journal_mode and synchronous). WAL appends
 * each commit to a log instead of rewriting pages, and synchronous=NORMAL syncs that log at
 * checkpoints rather than at every commit: a crash of the server or the machine's processes never
 * corrupts the file nor loses a committed write; a power loss may lose the last commits, never
 * the file's consistency.
 */
export const DEV_SERVER_SQLITE_PRAGMAS: Record<string, string> = {
  journal_mode: 'WAL',
  synchronous: 'NORMAL',
};

/** The `temporal server start-dev` flags for these settings; the pragmas only with a data file. */
export function devServerSettingArgs(options: { dbFile?: string }): string[] {
  const args = Object.entries(DEV_SERVER_DYNAMIC_CONFIG).flatMap(([key, value]) => ['--dynamic-config-value', `${key}=${value}`]);
  if (options.dbFile) {
    for (const [pragma, value] of Object.entries(DEV_SERVER_SQLITE_PRAGMAS)) args.push('--sqlite-pragma', `${pragma}=${value}`);
  }
  return args;
}
