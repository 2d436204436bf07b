import type { DefinitionIssue } from '../flow/definition-issues.js';
import type { Expression, ReferenceExpression } from '../flow/expression.js';
import { toJsonPointer } from '../flow/identifiers.js';
import { isRegexProblem, linearRegex } from '../expressions/operators/linear-regex.js';
import { t, type DataType } from './data-type.js';
import { operatorResultTypes } from './operator-result-types.js';
import { typeAtPath } from './path-type.js';
import { typeName } from './type-name.js';
import { typeOfValue } from './value-type.js';

/** What a reference root stands for at one place of a definition, or why it cannot be used there. */
export type RootType = { type: DataType } | { issue: string; severity: DefinitionIssue['severity'] };

export interface TypeEnvironment {
  /** The type of a reference root: a step name, trigger, item, index, vars or run. */
  root(name: string): RootType;
}

export interface ExpressionType {
  type: DataType;
  /** Unusable roots and paths that cannot exist, pointing at the reference. */
  issues: DefinitionIssue[];
}

/** The type of an expression's value, with the issues of its references (pointers below `pointer`). */
export function inferExpressionType(expression: Expression, env: TypeEnvironment, pointer = ''): ExpressionType {
  const issues: DefinitionIssue[] = [];
  const type = infer(expression, env, pointer, issues);
  return { type, issues };
}

function infer(expression: Expression, env: TypeEnvironment, pointer: string, issues: DefinitionIssue[]): DataType {
  switch (expression.type) {
    case 'literal':
      return typeOfValue(expression.value);
    case 'reference':
      return referenceType(expression, env, pointer, issues);
    case 'object':
      return t.required(
        Object.fromEntries(
          Object.entries(expression.properties).map(([key, inner]) => [key, infer(inner, env, `${pointer}/properties${toJsonPointer([key])}`, issues)]),
        ),
      );
    case 'operator': {
      const types = expression.params.map((param, i) => infer(param, env, `${pointer}/params/${i}`, issues));
      const literal = (index: number) => {
        const param = expression.params[index];
        return param?.type === 'literal' ? param.value : undefined;
      };
      if (expression.operator === 'matches' && (expression.params[2] === undefined || expression.params[2].type === 'literal')) {
        issues.push(...regexIssues(literal(1), literal(2), pointer));
      }
      return operatorResultTypes[expression.operator]({ types, literal });
    }
  }
}

function referenceType(expression: ReferenceExpression, env: TypeEnvironment, pointer: string, issues: DefinitionIssue[]): DataType {
  const [root, ...rest] = expression.path;
  const resolved = env.root(String(root));
  if ('issue' in resolved) {
    issues.push({ pointer, message: resolved.issue, severity: resolved.severity });
    return t.unknown();
  }
  const found = typeAtPath(resolved.type, rest);
  if ('type' in found) return found.type;
  const { index, parent } = found.missing;
  issues.push({
    pointer,
    message: `Unknown reference "${expression.path.join('.')}": ${typeName(parent)} has no "${String(rest[index])}"`,
    severity: 'warning',
  });
  return t.optional(t.unknown());
}

/** A literal pattern (and flags) of `matches` that the linear-time engine refuses is an error at design time already. */
function regexIssues(pattern: unknown, flags: unknown, pointer: string): DefinitionIssue[] {
  if (typeof pattern !== 'string' || (flags !== undefined && flags !== null && typeof flags !== 'string')) return [];
  const regex = linearRegex(pattern, flags ?? '');
  if (!isRegexProblem(regex)) return [];
  return [{ pointer: `${pointer}/params/${regex.parameter}`, message: `matches: ${regex.message}`, severity: 'error' }];
}
