import { describe, expect, it } from 'vitest';
import { IsoDuration, parseIsoDuration } from './duration.js';
import { JsonPointer, JsonText, NumericString, StepName, toJsonPointer, Ulid } from './identifiers.js';
import { ChangeNotes, LibraryPreviewSteps, VersionName } from './version-fields.js';

const message = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('the common rules, with their messages verbatim', () => {
  it('numeric strings', () => {
    expect(message(NumericString, '1234567890')).toBeUndefined();
    expect(message(NumericString, '12a')).toBe('Value must be a numeric string');
    expect(message(NumericString, '')).toBe('Value must be a numeric string');
  });

  it('JSON pointers', () => {
    expect(message(JsonPointer, '/steps/0/name')).toBeUndefined();
    expect(message(JsonPointer, 'steps/0')).toBe('Invalid JsonPointer');
  });

  it('JSON text', () => {
    expect(message(JsonText, '{"a":[1,2]}')).toBeUndefined();
    expect(message(JsonText, '{a:1}')).toBe('Invalid JSON');
  });

  it('durations', () => {
    for (const ok of ['PT30S', 'PT5M', 'P1D', 'P1Y2M3DT4H5M6S', 'PT0.5S', 'P2W']) expect(message(IsoDuration, ok)).toBeUndefined();
    for (const bad of ['P', 'PT', '30s', 'P1H', '']) expect(message(IsoDuration, bad)).toBe('Invalid Duration');
    expect(parseIsoDuration('PT1M30S')).toBe(90_000);
    expect(parseIsoDuration('P1D')).toBe(86_400_000);
    expect(() => parseIsoDuration('soon')).toThrow('Invalid Duration');
  });

  it('26-character sortable ids', () => {
    expect(message(Ulid, '01JDQ7Z8X9Y0A1B2C3D4E5F6G7')).toBeUndefined();
    expect(message(Ulid, '01JDQ7Z8X9Y0A1B2C3D4E5F6G')).toBe('Invalid id');
    expect(message(Ulid, '01JDQ7Z8X9Y0A1B2C3D4E5F6GU')).toBe('Invalid id'); // U is not Crockford base32
  });

  it('version name ≤ 48, change notes ≤ 640, preview steps ≤ 3', () => {
    expect(message(VersionName, 'x'.repeat(48))).toBeUndefined();
    expect(message(VersionName, 'x'.repeat(49))).toBe('The version name must be at most 48 characters');
    expect(message(ChangeNotes, 'x'.repeat(641))).toBe('The change notes must be at most 640 characters');
    expect(message(LibraryPreviewSteps, ['a', 'b', 'c', 'd'])).toBe('At most 3 preview steps');
  });

  it('step names', () => {
    expect(message(StepName, 'send_mail_2')).toBeUndefined();
    expect(message(StepName, '2nd')).toMatch(/starts with a letter/);
    expect(message(StepName, 'a'.repeat(65))).toBe('A step name has at most 64 characters');
  });

  it('escapes JSON pointer segments', () => {
    expect(toJsonPointer(['steps', 0, 'a/b', 'c~d'])).toBe('/steps/0/a~1b/c~0d');
  });
});
