import { assertNever } from '../flow/assert-never.js';
import type { z } from 'zod';
import type { Definition } from '../flow/definition.js';
import { structuralIssues, type DefinitionIssue } from '../flow/definition-issues.js';
import type { Expression } from '../flow/expression.js';
import { toJsonPointer } from '../flow/identifiers.js';
import type { ApprovalStep } from '../flow/approval-step.js';
import type { ActionStep, ConditionStep, IterateStep, Step, UtilityStep, WaitStep } from '../flow/step.js';
import { utilitySpecs } from '../utilities/utility-specs.js';
import { approvalOutputType } from './approval-output-type.js';
import type { ActionCatalog, CatalogAction } from './action-catalog.js';
import { t, type DataType, type Field } from './data-type.js';
import { inputTypeOf, outputTypeOf } from './from-zod.js';
import { inferExpressionType, type ExpressionType, type RootType, type TypeEnvironment } from './infer-expression-type.js';
import { fieldSchemaOf, literalConstraintIssues, mappedConstraintIssue, type CheckedKey } from './constraint-check.js';
import { checkCompleteness, type WorkspaceConnections } from './completeness.js';
import { checkInput } from './input-check.js';
import { checkFlowCall } from './flow-call-check.js';
import { isFlowCall } from '../flow/flow-calls.js';
import { StepScope, type StepPosition } from './step-scope.js';
import { runType, triggerType } from './trigger-type.js';
import { typeIssue } from './type-issue.js';
import { elementOf } from './type-parts.js';
import { perItemSource, utilityOutputType } from './utility-output-type.js';
import { variablesType } from './variables-type.js';

/**
 * Every issue of a definition at once: its structure (schema, duplicate names) and,
 * when it parses, unknown or deprecated actions and utilities, references that cannot be resolved
 * where they stand, and mapped inputs whose types do not fit. Checked for a `workspace`, also what
 * the flow still needs there before it can go live (`checkCompleteness`: connections, empty
 * required inputs). Never throws on any JSON.
 */
export function checkDefinition(definition: unknown, catalog: ActionCatalog, workspace?: WorkspaceConnections): DefinitionIssue[] {
  const structure = structuralIssues(definition);
  if (!structure.definition) return structure.issues;
  const completeness = workspace ? checkCompleteness(structure.definition, catalog, workspace) : [];
  return [...structure.issues, ...new DefinitionChecker(structure.definition, catalog).check(), ...completeness];
}

/** The type of what a run of `definition` gives back (its `output`; Unknown without one, whose runs give null): what a flow that waits for it maps. */
export function definitionOutputType(definition: Definition, catalog: ActionCatalog, visiting: ReadonlySet<string> = new Set()): DataType {
  const checker = new DefinitionChecker(definition, catalog, visiting);
  checker.check();
  return checker.outputType;
}

/** The `item` bound where an expression stands (inside an iterate body or a per-item input). */
type ItemType = DataType | undefined;

class DefinitionChecker {
  private readonly scope: StepScope;
  private readonly vars: DataType;
  private readonly outputs = new Map<string, DataType>();
  private readonly issues: DefinitionIssue[] = [];
  private trigger: DataType = t.unknown();
  /** The type of the definition's `output` once checked. */
  outputType: DataType = t.unknown();

  constructor(
    private readonly definition: Definition,
    private readonly catalog: ActionCatalog,
    /** Flows whose output types are being worked out (a call back into one of them is typed Unknown). */
    private readonly visiting: ReadonlySet<string> = new Set(),
  ) {
    this.scope = new StepScope(definition.steps);
    this.vars = variablesType(definition.steps);
  }

  check(): DefinitionIssue[] {
    this.trigger = triggerType(this.definition.trigger, this.definition.inputSchema, this.checkTrigger());
    this.checkSteps(this.definition.steps, '/steps', undefined);
    this.checkOutput();
    return this.issues;
  }

  /** The definition's `output`, which sees every top-level step (null for a skipped one) like a step after the last. */
  private checkOutput(): void {
    const output = this.definition.output;
    if (!output) return;
    const { type, issues } = inferExpressionType(output, this.environment(this.scope.afterAll(), undefined), '/output');
    this.issues.push(...issues);
    this.outputType = type;
  }

  /** A change watch's action and input; returns the type of one watched item. */
  private checkTrigger(): DataType {
    const trigger = this.definition.trigger;
    if (trigger.type !== 'changeWatch') return t.unknown();
    const action = this.findAction(trigger.app, trigger.action, '/trigger');
    const typings = this.inferAll(trigger.input, this.environment(undefined, undefined), '/trigger/input');
    this.checkMappedInput(action?.input, trigger.input, typings, '/trigger/input');
    return action ? elementOf(outputTypeOf(action.output)) : t.unknown();
  }

  private checkSteps(steps: readonly Step[], pointer: string, item: ItemType): void {
    steps.forEach((step, index) => this.checkStep(step, `${pointer}/${index}`, item));
  }

  private checkStep(step: Step, pointer: string, item: ItemType): void {
    const position = this.scope.positionOf(step);
    const output = this.outputOf(step, position, pointer, item);
    if (this.scope.position(step.name) === position) this.outputs.set(step.name, output);
  }

  private outputOf(step: Step, position: StepPosition, pointer: string, item: ItemType): DataType {
    switch (step.type) {
      case 'utility':
        return this.utility(step, position, pointer, item);
      case 'action':
        return this.action(step, position, pointer, item);
      case 'wait':
        return this.wait(step, position, pointer, item);
      case 'condition':
        return this.condition(step, position, pointer, item);
      case 'iterate':
        return this.iterate(step, position, pointer, item);
      case 'approval':
        return this.approval(step, position, pointer, item);
      default:
        return assertNever(step, 'step type');
    }
  }

  private utility(step: UtilityStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    const spec = utilitySpecs[step.utility];
    if (spec.replacedBy) this.deprecated(`${pointer}/utility`, `The utility "${step.utility}"`, spec.replacedBy);
    const perItem = new Set(spec.perItem);
    const inputAt = `${pointer}/input`;
    const typings = this.inferAll(step.input, this.environment(position, item), inputAt, (key) => !perItem.has(key));
    for (const key of perItem) {
      const expression = step.input[key];
      if (!expression) continue;
      const list = typings.get(perItemSource(step.utility, key))?.type ?? t.unknown();
      typings.set(key, inferExpressionType(expression, this.environment(position, elementOf(list)), keyPointer(inputAt, key)));
    }
    this.checkMappedInput(spec.input, step.input, typings, inputAt, perItem);
    const output = utilityOutputType(step.utility, step.input, new Map([...typings].map(([key, typing]) => [key, typing.type])));
    return isLiteralTrue(step.input['continueOnError']) ? t.optional(output) : output;
  }

  private action(step: ActionStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    const action = this.findAction(step.app, step.action, pointer);
    const typings = this.inferAll(step.input, this.environment(position, item), `${pointer}/input`);
    this.checkMappedInput(action?.input, step.input, typings, `${pointer}/input`);
    const called = isFlowCall(step) && this.catalog.flows ? this.flowCall(step, typings, pointer) : undefined;
    const output = called ?? (action ? outputTypeOf(action.output) : t.unknown());
    // An action that continues on error yields null when it fails.
    return step.continueOnError ? t.optional(output) : output;
  }

  /** A "Run flow" step: the flow it names, its input against that flow's input schema, and its output typed by that flow's `output`. */
  private flowCall(step: ActionStep, typings: ReadonlyMap<string, ExpressionType>, pointer: string): DataType {
    const checked = checkFlowCall(step, typings, pointer, this.catalog.flows!, (definition, flowId) =>
      this.visiting.has(flowId) ? t.unknown() : definitionOutputType(definition, { ...this.catalog, flows: { ...this.catalog.flows!, selfFlowId: flowId } }, new Set([...this.visiting, flowId])),
    );
    this.issues.push(...checked.issues);
    return checked.type;
  }

  private wait(step: WaitStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    if (typeof step.duration !== 'string') this.expect(t.string(), step.duration, this.environment(position, item), `${pointer}/duration`);
    return t.required({ resumedAt: t.dateTime() });
  }

  private approval(step: ApprovalStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    const env = this.environment(position, item);
    this.expect(t.string(), step.title, env, `${pointer}/title`);
    this.expect(t.string(), step.message, env, `${pointer}/message`);
    const items = step.items ? this.expect(t.array(t.unknown()), step.items, env, `${pointer}/items`) : undefined;
    return approvalOutputType(step, items);
  }

  private condition(step: ConditionStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    this.expect(t.boolean(), step.condition, this.environment(position, item), `${pointer}/condition`);
    this.checkSteps(step.consequent, `${pointer}/consequent`, item);
    this.checkSteps(step.alternative, `${pointer}/alternative`, item);
    return t.required({ branch: t.string(['consequent', 'alternative']) });
  }

  private iterate(step: IterateStep, position: StepPosition, pointer: string, item: ItemType): DataType {
    const items = this.expect(t.array(t.unknown()), step.items, this.environment(position, item), `${pointer}/items`);
    this.checkSteps(step.steps, `${pointer}/steps`, elementOf(items));
    const fields: Record<string, Field> = {};
    for (const { position: body, mayBeSkipped } of this.scope.bodyOutputs(position)) {
      const output = this.outputs.get(body.step.name) ?? t.unknown();
      fields[body.step.name] = { type: mayBeSkipped ? t.optional(output) : output, optional: false };
    }
    return t.array(t.object(fields));
  }

  private findAction(app: string, actionId: string, pointer: string): CatalogAction | undefined {
    const action = this.catalog.findAction(app, actionId);
    if (!action) {
      this.issues.push({ pointer: `${pointer}/action`, message: `Unknown action "${actionId}" of app "${app}"`, severity: 'error' });
    } else if (action.replacedBy) {
      this.deprecated(`${pointer}/action`, `The action "${actionId}"`, action.replacedBy);
    }
    return action;
  }

  private deprecated(pointer: string, what: string, replacedBy: NonNullable<CatalogAction['replacedBy']>): void {
    const [replacement, reason] = typeof replacedBy === 'string' ? [replacedBy, undefined] : [replacedBy.actionId, replacedBy.reason];
    const message = `${what} is deprecated; use "${replacement}" instead${reason ? ` (${reason})` : ''}`;
    this.issues.push({ pointer, message, severity: 'warning' });
  }

  /**
   * The input's types, then the constraints its schema declares for the values known before the run
   * (`perItem` keys take a value per list item: only their types are checked). Without a schema
   * (unknown action) only the expressions' own issues count.
   */
  private checkMappedInput(
    schema: z.ZodType | undefined,
    input: Readonly<Record<string, Expression>>,
    typings: ReadonlyMap<string, ExpressionType>,
    pointer: string,
    perItem: ReadonlySet<string> = new Set(),
  ): void {
    if (!schema) {
      for (const typing of typings.values()) this.issues.push(...typing.issues);
      return;
    }
    const issues = checkInput(inputTypeOf(schema), input, typings, pointer);
    this.issues.push(...issues);
    const keys = new Map<string, CheckedKey>();
    for (const [key, typing] of typings) {
      const expression = input[key];
      if (!expression || perItem.has(key)) continue;
      const at = keyPointer(pointer, key);
      keys.set(key, { expression, typing, reported: issues.some((issue) => issue.pointer === at || issue.pointer.startsWith(`${at}/`)) });
    }
    this.issues.push(...literalConstraintIssues(schema, keys, pointer));
    for (const [key, { expression, typing, reported }] of keys) {
      if (reported || expression.type === 'literal') continue;
      const field = fieldSchemaOf(schema, key, keys);
      const issue = field && mappedConstraintIssue(field, typing.type, keyPointer(pointer, key));
      if (issue) this.issues.push(issue);
    }
  }

  private inferAll(
    input: Readonly<Record<string, Expression>>,
    env: TypeEnvironment,
    pointer: string,
    include: (key: string) => boolean = () => true,
  ): Map<string, ExpressionType> {
    const entries = Object.entries(input).filter(([key]) => include(key));
    return new Map(entries.map(([key, expression]) => [key, inferExpressionType(expression, env, keyPointer(pointer, key))]));
  }

  /** Checks an expression against the type its place wants; returns the expression's type. */
  private expect(expected: DataType, expression: Expression, env: TypeEnvironment, pointer: string): DataType {
    const { type, issues } = inferExpressionType(expression, env, pointer);
    this.issues.push(...issues);
    const issue = issues.length === 0 ? typeIssue(pointer, expected, type) : undefined;
    if (issue) this.issues.push(issue);
    return type;
  }

  private environment(from: StepPosition | undefined, item: ItemType): TypeEnvironment {
    return {
      root: (name) => {
        switch (name) {
          case 'trigger':
            return { type: this.trigger };
          case 'run':
            return { type: runType };
          case 'vars':
            return { type: this.vars };
          case 'item':
          case 'index':
            if (item) return { type: name === 'item' ? item : t.int() };
            return { issue: `"${name}" can only be used inside an iterate step or a per-item input`, severity: 'error' };
          default:
            return this.stepRoot(from, name);
        }
      },
    };
  }

  private stepRoot(from: StepPosition | undefined, name: string): RootType {
    const target = this.scope.position(name);
    if (!target) return { issue: `Unknown step "${name}"`, severity: 'error' };
    const reach = this.scope.reach(from, target);
    if (!reach.visible) return { issue: reach.reason, severity: 'error' };
    const output = this.outputs.get(name) ?? t.unknown();
    return { type: reach.mayBeSkipped ? t.optional(output) : output };
  }
}

function keyPointer(inputPointer: string, key: string): string {
  return inputPointer + toJsonPointer([key]);
}

function isLiteralTrue(expression: Expression | undefined): boolean {
  return expression?.type === 'literal' && expression.value === true;
}
