import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bundleWorkflowCode, type BundleOptions, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { failureConverterPath } from '@tandem/platform/codec';

const require = createRequire(import.meta.url);

/** The interpreter workflow's source entry (workflow code lives in temporal/). */
export const workflowsPath = require.resolve('@tandem/temporal/workflows');

/** The SDK's workflow interceptors for OpenTelemetry: a span per run, continued from the starter's headers, and per activity scheduled. */
export const tracingInterceptorsPath = require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors');

const bundles = new Map<boolean, Promise<WorkflowBundleWithSourceMap>>();

/**
 * Evaluated once per workflow thread instead of once per run: the flow language as the interpreter
 * sees it (the catalogue's evaluator, operators and pure utilities, and luxon under them) and the
 * interpreter itself with its run recorder. They hold no state of a run at module level (only
 * constant tables and classes) and call no workflow API when they load, which is what the SDK's
 * `preloadModules` asks of them; whatever they import is shared with them, so none of them may import
 * the SDK's workflow modules (the bundle test follows their imports). A module the catalogue marks
 * free of side effects cannot be preloaded by name: webpack drops a require whose result is unused.
 */
const SHARED_MODULES = [
  join(dirname(workflowsPath), 'flow-language.ts'),
  join(dirname(workflowsPath), '..', 'interpreter', 'interpreter.ts'),
  join(dirname(workflowsPath), '..', 'interpreter', 'run-recorder.ts'),
];

/**
 * Bundles the workflow code once per process; every "flows" worker of the process shares it. The
 * failure converter goes in too, so a failing run's message is encrypted in its history. With
 * `tracing`, the OpenTelemetry workflow interceptors go in as well; without, neither they nor the
 * tracing SDK they bring are in the bundle, so runs do not evaluate them.
 */
export function workflowBundle({ tracing = false }: { tracing?: boolean } = {}): Promise<WorkflowBundleWithSourceMap> {
  let bundle = bundles.get(tracing);
  if (!bundle) {
    bundle = bundleWorkflowCode({
      workflowsPath,
      failureConverterPath,
      ...(tracing ? { workflowInterceptorModules: [tracingInterceptorsPath] } : {}),
      logger: quietLogger,
      webpackConfigHook: onlyWhatWorkflowsUse,
      preloadModules: SHARED_MODULES,
    });
    bundles.set(tracing, bundle);
  }
  return bundle;
}

/**
 * Every workflow evaluates the modules it imports afresh (the SDK gives each its own module cache;
 * only the preloaded ones above are shared), so a run's first workflow task pays for the modules it
 * reaches. The catalogue's modules have no import-time side effects: marked so, webpack leaves out
 * those that a barrel re-exports but no workflow uses (the definition schemas, the type checker, most
 * utilities' input schemas).
 */
type WebpackConfig = Parameters<NonNullable<BundleOptions['webpackConfigHook']>>[0];

function onlyWhatWorkflowsUse(config: WebpackConfig): WebpackConfig {
  const sideEffectFree = { test: /[\\/]catalog[\\/]src[\\/]/, sideEffects: false };
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), sideEffectFree] } };
}

const quiet = () => {};
const quietLogger = { log: quiet, trace: quiet, debug: quiet, info: quiet, warn: console.warn, error: console.error };
