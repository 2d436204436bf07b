import { describe, expect, it } from 'vitest';
import { findAction, findApp } from '../apps/registry.js';
import { needsConnection } from '../sdk/needs-connection.js';
import { checkDefinition } from './check-definition.js';
import type { WorkspaceConnections } from './completeness.js';

const lit = (value: unknown) => ({ type: 'literal', value });
const catalog = { findAction };

/** A workspace with the given connections (app -> ids), the apps as the catalogue declares them. */
const workspace = (connections: Record<string, string[]> = {}): WorkspaceConnections => ({
  appOf: (id) => {
    const app = findApp(id);
    return app && { name: app.name, needsConnection: needsConnection(app) };
  },
  connectionsOf: (app) => connections[app] ?? [],
});

const slackStep = (input: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'alert_slack',
  displayName: 'Alert Slack',
  type: 'action',
  app: 'slack',
  action: 'messages.send',
  input,
  ...extra,
});
const definition = (steps: unknown[]) => ({ version: 1, trigger: { type: 'manual' }, steps });

describe('what a flow still needs in a workspace', () => {
  it('names the step and the app of a missing connection, and the field of an empty required input', () => {
    const flow = definition([{ name: 'when', type: 'condition', condition: lit(true), consequent: [slackStep({ message: lit('  ') })], alternative: [] }]);
    expect(checkDefinition(flow, catalog, workspace())).toEqual([
      { pointer: '/steps/0/consequent/0/connectionId', message: 'Step "Alert Slack" needs a Slack connection: connect Slack first', severity: 'error' },
      { pointer: '/steps/0/consequent/0/input/message', message: 'Step "Alert Slack": the required field "message" is empty', severity: 'error' },
    ]);
    // Saved without a workspace (the version's own validity), neither counts.
    expect(checkDefinition(flow, catalog)).toEqual([]);
  });

  it('is complete once the app is connected and the field filled; a named connection must exist', () => {
    expect(checkDefinition(definition([slackStep({ message: lit('Down!') })]), catalog, workspace({ slack: ['c1'] }))).toEqual([]);
    expect(checkDefinition(definition([slackStep({ message: lit('Down!') }, { connectionId: 'gone' })]), catalog, workspace({ slack: ['c1'] }))).toEqual([
      { pointer: '/steps/0/connectionId', message: 'Step "Alert Slack" uses a Slack connection that no longer exists: pick another one', severity: 'error' },
    ]);
  });

  it('asks no connection of steps that need none (the generic HTTP step)', () => {
    const http = { name: 'call', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit('https://example.com') } };
    expect(checkDefinition(definition([http]), catalog, workspace())).toEqual([]);
  });
});
