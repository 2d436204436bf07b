import type { DefinitionIssue } from '../flow/definition-issues.js';
import type { Definition } from '../flow/definition.js';
import type { Expression } from '../flow/expression.js';
import { toJsonPointer } from '../flow/identifiers.js';
import { walkSteps } from '../flow/walk-steps.js';
import type { ActionCatalog } from './action-catalog.js';
import { inputTypeOf } from './from-zod.js';

/** What the workspace has: the apps' names and needs, and its connections per app. */
export interface WorkspaceConnections {
  /** The app's display name and whether its steps need a connection (credentials or settings). */
  appOf(app: string): { name: string; needsConnection: boolean } | undefined;
  /** The ids of the workspace's connections of the app. */
  connectionsOf(app: string): readonly string[];
}

type Place = { label: string; app: string; action: string; connectionId?: string; input: Readonly<Record<string, Expression>>; pointer: string };

const isEmpty = (expression: Expression | undefined): boolean =>
  expression?.type === 'literal' && (expression.value === null || (typeof expression.value === 'string' && expression.value.trim() === ''));

/**
 * What a flow still needs before it can go live in a workspace (a library flow copied into it, most
 * often): a connection for each step of an app that needs one, and a value for each required input
 * left empty. Issues are errors, with a plain message naming the step and the field; an app or
 * action the catalogue does not know is left to `checkDefinition`.
 */
export function checkCompleteness(definition: Definition, catalog: ActionCatalog, workspace: WorkspaceConnections): DefinitionIssue[] {
  const places: Place[] = [];
  const trigger = definition.trigger;
  if (trigger.type === 'changeWatch') {
    places.push({ label: 'The change watch', app: trigger.app, action: trigger.action, connectionId: trigger.connectionId, input: trigger.input, pointer: '/trigger' });
  }
  for (const { step, pointer } of walkSteps(definition.steps, '/steps')) {
    if (step.type !== 'action') continue;
    places.push({ label: `Step "${step.displayName ?? step.name}"`, app: step.app, action: step.action, connectionId: step.connectionId, input: step.input, pointer });
  }
  const issues: DefinitionIssue[] = [];
  for (const place of places) {
    const app = workspace.appOf(place.app);
    if (app?.needsConnection) {
      const connections = workspace.connectionsOf(place.app);
      if (place.connectionId !== undefined && !connections.includes(place.connectionId)) {
        issues.push({ pointer: `${place.pointer}/connectionId`, message: `${place.label} uses a ${app.name} connection that no longer exists: pick another one`, severity: 'error' });
      } else if (connections.length === 0) {
        issues.push({ pointer: `${place.pointer}/connectionId`, message: `${place.label} needs a ${app.name} connection: connect ${app.name} first`, severity: 'error' });
      }
    }
    const action = catalog.findAction(place.app, place.action);
    const expected = action && inputTypeOf(action.input);
    if (expected?.kind !== 'Object') continue;
    for (const [key, field] of Object.entries(expected.fields)) {
      if (field.optional || !isEmpty(place.input[key])) continue;
      issues.push({ pointer: `${place.pointer}/input${toJsonPointer([key])}`, message: `${place.label}: the required field "${key}" is empty`, severity: 'error' });
    }
  }
  return issues;
}
