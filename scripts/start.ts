import { logger } from './log.js';
import { runInOwnProcessGroup } from './own-process-group.js';

/**
 * `npm start`: everything on one machine (scripts/start-stack.ts), run in a process group of its own
 * so that Ctrl-C stops its parts in order (see own-process-group.ts). This launcher imports nothing
 * else, so it costs the start nothing.
 */
runInOwnProcessGroup(new URL('./start-stack.ts', import.meta.url).pathname, logger('tandem'));
