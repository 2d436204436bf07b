import { walkSteps, type Step } from '@tandem/catalog';
import { findAction, isAppId } from '@tandem/catalog/apps';
import { checkDefinition } from '@tandem/catalog/types';
import { describe, expect, it } from 'vitest';
import { LibraryInfo, useCases } from '../api/schemas/library.js';
import { findCredentials } from './credential-scan.js';
import { readLibraryFlows } from './library-flows.js';

const { flows } = readLibraryFlows();

describe('the library flows', () => {
  it('ship at least 12 flows covering all nine use cases', () => {
    expect(flows.length).toBeGreaterThanOrEqual(12);
    const covered = new Set(flows.flatMap((flow) => flow.libraryInfo.useCases));
    expect([...covered].sort()).toEqual([...useCases].sort());
  });

  // A mapped text of unknown length into a field with a maximum length may be longer: the one warning a
  // library flow may show (the run decides); no error, no other warning.
  const mayBeLonger = (issue: { severity: string; message: string }) => issue.severity === 'warning' && / The text may be longer than \d+ characters\.$/.test(issue.message);

  it.each(flows.map((flow) => [flow.slug, flow] as const))('%s checks against the catalogue without any issue', (_slug, flow) => {
    expect(checkDefinition(flow.definition, { findAction }).filter((issue) => !mayBeLonger(issue))).toEqual([]);
  });

  it.each(flows.map((flow) => [flow.slug, flow] as const))('%s has valid library info whose preview steps and apps exist', (_slug, flow) => {
    const info = LibraryInfo.parse(flow.libraryInfo);
    expect(info.previewSteps.length).toBeGreaterThan(0);
    expect(info.previewSteps.length).toBeLessThanOrEqual(3);
    const names = [...walkSteps((flow.definition as { steps: Step[] }).steps)].map(({ step }) => step.name);
    expect(names).toEqual(expect.arrayContaining(info.previewSteps));
    expect(info.apps.filter((app) => !isAppId(app))).toEqual([]);
  });

  it.each(flows.map((flow) => [flow.slug, flow] as const))('%s carries no credential: its apps are reached through connections', (_slug, flow) => {
    expect(findCredentials(flow)).toEqual([]);
  });

  it('the credential scan finds keys in headers, fields, values and placeholders', () => {
    const step = (input: unknown) => ({ definition: { steps: [{ name: 's', type: 'utility', utility: 'httpRequest', input }] } });
    expect(findCredentials(step({ headers: { type: 'literal', value: [{ key: 'Authorization', value: 'Bearer YOUR_OPENAI_API_KEY' }] } }))).toEqual([
      '/definition/steps/0/input/headers/value/0: a Authorization header',
      '/definition/steps/0/input/headers/value/0/value: an authorization value',
    ]);
    expect(findCredentials(step({ apiKey: { type: 'literal', value: 'abc' } }))).toEqual(['/definition/steps/0/input/apiKey: a credential field']);
    expect(findCredentials(step({ url: { type: 'literal', value: 'https://api.example.com/x?api_key=123' } }))).toHaveLength(1);
    expect(findCredentials(step({ note: { type: 'literal', value: 'sk-proj-abcdefghij' } }))).toHaveLength(1);
    expect(findCredentials(step({ token: { type: 'reference', path: ['vars', 'x'] }, note: { type: 'literal', value: 'Keys are kept in connections' } }))).toEqual([]);
  });

  it('refuses more than 3 preview steps', () => {
    const info = { ...flows[0]!.libraryInfo, previewSteps: ['a', 'b', 'c', 'd'] };
    expect(LibraryInfo.safeParse(info).error?.issues[0]?.message).toBe('At most 3 preview steps');
  });
});
