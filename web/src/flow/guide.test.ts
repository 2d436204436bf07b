import { describe, expect, it } from 'vitest';
import { fieldState, fieldText, guidedModeApplies, isFilled, missingRequired, parseGuide, valueAt } from './guide';
import type { Definition } from './types';

const guide = parseGuide({
  published: true,
  annotations: {
    trigger: { text: 'When it runs', fields: { schedule: { fields: { hour: { state: 'required' }, weekdays: { state: 'hidden' } } } } },
    steps: {
      send: {
        text: '**Send** the mail',
        fields: {
          to: { state: 'required', text: 'Who gets it' },
          from: { state: 'disabled' },
          secret: { state: 'hidden', fields: { inner: { state: 'required' } } },
          options: { state: 'disabled', fields: { note: { state: 'required' } } },
          headers: { fields: { subject: { state: 'required' } } },
        },
      },
      locked: { state: 'disabled', fields: { a: { state: 'required' } } },
      bogus: { state: 'nonsense' },
    },
  },
  actions: { setLive: false },
})!;

const definition = (to: unknown, subject?: unknown): Definition =>
  ({
    version: 1,
    trigger: { type: 'schedule', schedule: { kind: 'daily', hour: 4, weekdays: [] } },
    steps: [
      {
        name: 'send',
        type: 'action',
        app: 'mailgun',
        action: 'send',
        input: {
          ...(to === undefined ? {} : { to }),
          headers: { type: 'object', properties: subject === undefined ? {} : { subject } },
        },
      },
      { name: 'locked', type: 'action', app: 'mailgun', action: 'send', input: {} },
    ],
  }) as unknown as Definition;

describe('guide', () => {
  it('parses tolerantly with the actions defaulting to true', () => {
    expect(guide.actions).toEqual({ executeNow: true, setLive: false });
    expect(guide.annotations.steps.bogus).toEqual({});
    expect(parseGuide(null)).toBeNull();
    expect(parseGuide({ annotations: 'x' })).toMatchObject({ published: false, actions: { executeNow: true, setLive: true }, annotations: { steps: {} } });
  });

  it('applies only to guided flows with a published guide', () => {
    expect(guidedModeApplies('guided', guide)).toBe(true);
    expect(guidedModeApplies('full-control', guide)).toBe(false);
    expect(guidedModeApplies('guided', parseGuide({ published: false }))).toBe(false);
    expect(guidedModeApplies('guided', null)).toBe(false);
  });

  it('gives each field its state: required, disabled, hidden, inherited downwards', () => {
    const send = { step: 'send' };
    expect(fieldState(guide, send, ['to'])).toBe('required');
    expect(fieldState(guide, send, ['from'])).toBe('disabled');
    expect(fieldState(guide, send, ['secret'])).toBe('hidden');
    expect(fieldState(guide, send, ['secret', 'inner'])).toBe('hidden');
    expect(fieldState(guide, send, ['options', 'note'])).toBe('disabled');
    expect(fieldState(guide, send, ['headers'])).toBeUndefined();
    expect(fieldState(guide, send, ['headers', 'subject'])).toBe('required');
    expect(fieldState(guide, send, ['unknown'])).toBeUndefined();
    expect(fieldState(guide, { step: 'locked' }, ['a'])).toBe('disabled');
    expect(fieldState(guide, { step: 'locked' }, ['other'])).toBe('disabled');
    expect(fieldState(guide, { trigger: true }, ['schedule', 'weekdays'])).toBe('hidden');
    expect(fieldText(guide, send, ['to'])).toBe('Who gets it');
  });

  it('tells filled values from empty ones', () => {
    expect(isFilled(undefined)).toBe(false);
    expect(isFilled({ type: 'literal', value: '  ' })).toBe(false);
    expect(isFilled({ type: 'literal', value: 'a@b.c' })).toBe(true);
    expect(isFilled({ type: 'reference', path: [] })).toBe(false);
    expect(isFilled({ type: 'reference', path: ['trigger'] })).toBe(true);
    expect(isFilled({ type: 'object', properties: {} })).toBe(false);
    expect(isFilled({ type: 'operator', operator: 'concat', params: [] })).toBe(true);
    expect(isFilled(0)).toBe(true);
    expect(valueAt({ headers: { type: 'object', properties: { subject: 'x' } } }, ['headers', 'subject'])).toBe('x');
  });

  it('lists the required fields still empty, ignoring disabled and hidden ones', () => {
    expect(missingRequired(guide, definition(undefined))).toEqual([
      { target: { step: 'send' }, path: ['to'] },
      { target: { step: 'send' }, path: ['headers', 'subject'] },
    ]);
    expect(missingRequired(guide, definition({ type: 'literal', value: 'a@b.c' }, { type: 'literal', value: 'Hi' }))).toEqual([]);
    const noHour = { ...definition('x', 'y'), trigger: { type: 'schedule', schedule: { kind: 'daily', weekdays: [] } } } as unknown as Definition;
    expect(missingRequired(guide, noHour)).toEqual([{ target: { trigger: true }, path: ['schedule', 'hour'] }]);
  });
});
