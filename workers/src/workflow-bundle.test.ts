import { describe, expect, it } from 'vitest';
import { workflowBundle } from './workflow-bundle.js';

/** The modules webpack put into the bundle, by path. */
const modulesOf = (code: string) => [...code.matchAll(/\/\*\*\*\/ "\.\/([^"]+)"/g)].map((match) => match[1]!);

/** The modules `roots` import, with the roots, following the bundle's `__webpack_require__` calls. */
function importedBy(code: string, roots: string[]): string[] {
  const parts = code.split(/\/\*\*\*\/ "\.\/([^"]+)"\n/);
  const bodies = new Map<string, string>();
  for (let i = 1; i < parts.length; i += 2) bodies.set(parts[i]!, parts[i + 1]!);
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const match of (bodies.get(id) ?? '').matchAll(/__webpack_require__\((?:\/\*[^*]*\*\/\s*)*"\.\/([^"]+)"\)/g)) visit(match[1]!);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

describe('the workflow bundle', () => {
  // Each run evaluates the modules of the bundle afresh on its first workflow task: the schemas the
  // editor, the API and the type checker need must stay out of it.
  it('leaves out the catalogue modules no workflow uses: definition schemas, type checker, I/O utility schemas', async () => {
    const modules = modulesOf((await workflowBundle()).code);
    expect(modules).toContain('temporal/src/workflows/run-flow.ts');
    expect(modules).toContain('catalog/src/expressions/evaluate.ts');
    for (const unused of ['catalog/src/flow/definition.ts', 'catalog/src/flow/step.ts', 'catalog/src/types/check-definition.ts', 'catalog/src/types/data-type.ts', 'catalog/src/utilities/io-utility-schemas.ts', 'catalog/src/flow/duration.ts']) {
      expect(modules).not.toContain(unused);
    }
    expect(modules.filter((m) => m.startsWith('catalog/')).length).toBeLessThan(50);
    // zod's modules alone cost a run's first workflow task about 6 ms of CPU (the timeframe operator reads its argument without it).
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    // Tracing off: neither the SDK's tracing interceptors nor the OpenTelemetry SDK are evaluated by runs.
    expect(modules.filter((m) => m.includes('opentelemetry'))).toEqual([]);
  }, 120_000);

  it('evaluates the flow language and the interpreter once per workflow thread, and shares nothing of the SDK', async () => {
    const { code } = await workflowBundle();
    const preload = /preloadModules = function preloadModules\(\) \{([^}]*)\}/.exec(code)?.[1] ?? '';
    const preloaded = [...preload.matchAll(/"\.\/([^"]+)"\)/g)].map((match) => match[1]!);
    // Each survives webpack (a module it thinks unused would be dropped from the preload).
    expect(preloaded).toEqual(['temporal/src/workflows/flow-language.ts', 'temporal/src/interpreter/interpreter.ts', 'temporal/src/interpreter/run-recorder.ts']);
    // Everything they import is shared too: none of it may be the SDK's workflow modules, which hold a run's state.
    const shared = importedBy(code, preloaded);
    expect(shared).toContain('catalog/src/expressions/evaluate.ts');
    // The linear-time regular expression engine (pure JS, no Node builtin) is part of the shared language.
    expect(shared.filter((id) => id.includes('node_modules/re2js/'))).toHaveLength(1);
    expect(shared.filter((id) => id.includes('@temporalio/'))).toEqual([]);
  }, 120_000);

  it('with tracing, adds the OpenTelemetry workflow interceptors and still leaves the unused catalogue modules out', async () => {
    const modules = modulesOf((await workflowBundle({ tracing: true })).code);
    expect(modules).toContain('temporal/src/workflows/run-flow.ts');
    expect(modules).toContain('node_modules/@temporalio/interceptors-opentelemetry/lib/workflow-interceptors.js');
    expect(modules).not.toContain('catalog/src/flow/definition.ts');
    expect(modules.filter((m) => m.startsWith('catalog/')).length).toBeLessThan(50);
    expect(modules.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
  }, 120_000);
});
