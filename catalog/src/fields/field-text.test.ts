import { describe, expect, it } from 'vitest';
import { apps } from '../apps/registry.js';
import { actionJsonSchemas } from '../sdk/action-json-schemas.js';
import { utilityIds } from '../flow/utility-ids.js';
import { utilityJsonSchemas } from '../utilities/utility-json-schemas.js';
import { fieldText, fieldTexts } from './field-text.js';

type Schema = { properties?: Record<string, Schema>; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; description?: string };

/** Every top-level input key of a schema, through the variants of a union or an intersection. */
function inputKeys(schema: Schema): string[] {
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...variants.flatMap(inputKeys)])];
}

const actionInputs = Object.values(apps).flatMap((app) =>
  app.actions.flatMap((action) => inputKeys(actionJsonSchemas(action).input as Schema).map((key) => ({ at: `${app.id}/${action.id}`, key }))),
);
const utilityInputs = utilityIds.flatMap((utility) => inputKeys(utilityJsonSchemas(utility).input as Schema).map((key) => ({ at: `utility ${utility}`, key, utility: utility as string | undefined })));

describe('field words', () => {
  it('give every input of every action and utility a label and a help text in English and German', () => {
    expect(actionInputs.length).toBeGreaterThan(700);
    const missing = [...actionInputs.map((input) => ({ ...input, utility: undefined })), ...utilityInputs].filter(({ key, utility }) => {
      const texts = fieldTexts(key, utility);
      return !texts || [texts.en, texts.de].some((text) => text.label.trim() === '' || text.help.trim() === '');
    });
    expect(missing.map(({ at, key }) => `${at}: ${key}`)).toEqual([]);
  });

  it('name the common utilities’ fields in plain words', () => {
    expect(fieldText('bodyType', 'en', { utility: 'httpRequest' }).label).toBe('Body type');
    expect(fieldText('idempotencyKey', 'en', { utility: 'httpRequest' }).label).toBe('Idempotency key');
    expect(fieldText('retryOnError', 'de', { utility: 'httpRequest' }).label).toBe('Bei Fehler wiederholen');
    expect(fieldText('direction', 'en', { utility: 'sort' }).label).toBe('Sort direction');
    expect(fieldText('url', 'en', { utility: 'httpRequest' }).placeholder).toBe('https://api.example.com/orders');
  });

  it('tell fields that share a key apart per utility', () => {
    expect(fieldText('by', 'en', { utility: 'sort' }).label).toBe('Sort by');
    expect(fieldText('by', 'en', { utility: 'group' }).label).toBe('Group by');
    expect(fieldText('name', 'de', { utility: 'variable' }).label).toBe('Name der Variable');
  });

  it('use an action’s own description as its English help when it says more than the label', () => {
    expect(fieldText('bidCap', 'en', { description: 'Bid cap (Meta takes it on each ad set)' }).help).toBe('Bid cap (Meta takes it on each ad set)');
    expect(fieldText('status', 'en', { description: 'Status' }).help).toBe('The status.');
    expect(fieldText('bidCap', 'de', { description: 'Bid cap (Meta takes it on each ad set)' }).help).toBe('Das höchste Gebot je Optimierungsereignis.');
  });
});
