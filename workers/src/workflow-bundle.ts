import { createRequire } from 'node:module';
import { bundleWorkflowCode, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { failureConverterPath } from '@tandem/services/codec';

const require = createRequire(import.meta.url);

/** The interpreter workflow's source entry (workflow code lives in temporal/). */
export const workflowsPath = require.resolve('@tandem/temporal/workflows');

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;

/**
 * Bundles the workflow code once per process; every "flows" worker of the process shares it. The
 * failure converter goes in too, so a failing run's message is encrypted in its history.
 */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ workflowsPath, failureConverterPath, logger: quietLogger });
  return bundle;
}

const quiet = () => {};
const quietLogger = { log: quiet, trace: quiet, debug: quiet, info: quiet, warn: console.warn, error: console.error };
