import type { DefinitionIssue } from './definition-issues.js';

/** How deep a definition may nest (docs/limits.md); deeper ones are refused before anything recurses into them. */
export const NESTING_LIMITS = {
  /** Condition and iterate steps inside each other. */
  steps: 32,
  /** Operator and object expressions inside each other. */
  expression: 64,
  /** Arrays and objects inside the input schema (JSON Schema). */
  inputSchema: 32,
} as const;

export const nestingMessages = {
  steps: `Steps may be nested at most ${NESTING_LIMITS.steps} levels deep`,
  expression: `An expression may be nested at most ${NESTING_LIMITS.expression} levels deep`,
  inputSchema: `The input schema may be nested at most ${NESTING_LIMITS.inputSchema} levels deep`,
} as const;

type Frame = { value: unknown; pointer: string; depth: number };

type Json = Record<string, unknown> | unknown[];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const bodyKeys = new Set(['consequent', 'alternative', 'steps']);

/** The children of a JSON value with their pointers. */
function childrenOf(value: Json, pointer: string): [unknown, string][] {
  return Array.isArray(value) ? value.map((v, i) => [v, `${pointer}/${i}`]) : Object.entries(value).map(([k, v]) => [v, `${pointer}/${escape(k)}`]);
}

/** The first place where `deeper(value)` nesting passes `limit`, walked without recursion. */
function firstTooDeep(root: unknown, pointer: string, limit: number, deeper: (value: Json) => boolean, skip?: (value: Json) => boolean): string | undefined {
  const stack: Frame[] = [{ value: root, pointer, depth: 0 }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value } = frame;
    if (!isJson(value) || skip?.(value)) continue;
    const depth = frame.depth + (deeper(value) ? 1 : 0);
    if (depth > limit) return frame.pointer;
    for (const [child, at] of childrenOf(value, frame.pointer)) stack.push({ value: child, pointer: at, depth });
  }
  return undefined;
}

const isExpressionNode = (value: Json) => isRecord(value) && (value.type === 'operator' || value.type === 'object');
const isLiteral = (value: Json) => isRecord(value) && value.type === 'literal';

/**
 * Where a definition (valid or draft, unparsed) nests deeper than {@link NESTING_LIMITS}: at most
 * one issue per limit, at the first place found. Works on any JSON, without recursion.
 */
export function nestingIssues(definition: unknown): DefinitionIssue[] {
  if (!isRecord(definition)) return [];
  const issues: DefinitionIssue[] = [];
  const schemaAt = firstTooDeep(definition.inputSchema, '/inputSchema', NESTING_LIMITS.inputSchema, () => true);
  if (schemaAt) issues.push({ pointer: schemaAt, message: nestingMessages.inputSchema, severity: 'error' });

  let stepsAt: string | undefined;
  let expressionAt: string | undefined;
  const lists: Frame[] = [{ value: definition.steps, pointer: '/steps', depth: 1 }];
  for (let list = lists.pop(); list; list = lists.pop()) {
    if (!Array.isArray(list.value)) continue;
    if (list.depth > NESTING_LIMITS.steps && list.value.length > 0) {
      stepsAt ??= list.pointer;
      continue;
    }
    for (const [step, at] of childrenOf(list.value, list.pointer)) {
      if (!isRecord(step)) continue;
      for (const [key, value] of Object.entries(step)) {
        const pointer = `${at}/${escape(key)}`;
        if (bodyKeys.has(key) && Array.isArray(value)) lists.push({ value, pointer, depth: list.depth + 1 });
        else expressionAt ??= firstTooDeep(value, pointer, NESTING_LIMITS.expression, isExpressionNode, isLiteral);
      }
    }
  }
  if (stepsAt) issues.push({ pointer: stepsAt, message: nestingMessages.steps, severity: 'error' });
  if (expressionAt) issues.push({ pointer: expressionAt, message: nestingMessages.expression, severity: 'error' });
  return issues;
}
