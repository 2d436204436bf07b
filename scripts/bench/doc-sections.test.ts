import { describe, expect, it } from 'vitest';
import { sectionOf, withSection } from './doc-sections.js';

const doc = ['# Benchmarks', '', '## One', '', 'a', '', '### Sub', '', 'b', '', '## Two', '', 'c', ''].join('\n');

describe('sections of docs/benchmarks.md', () => {
  it('reads a section up to the next one of its level, its subsections included', () => {
    expect(sectionOf(doc, '## One')).toBe('## One\n\na\n\n### Sub\n\nb');
    expect(sectionOf(doc, '## Two')).toBe('## Two\n\nc');
    expect(sectionOf(doc, '## Three')).toBeUndefined();
  });

  it('replaces a section in place and keeps the others', () => {
    expect(withSection(doc, '## One', ['## One', '', 'new $& text'])).toBe(['# Benchmarks', '', '## One', '', 'new $& text', '', '## Two', '', 'c', ''].join('\n'));
  });

  it('appends a section the document does not have', () => {
    expect(withSection(doc, '## Three', ['## Three', '', 'd'])).toBe(`${doc.trimEnd()}\n\n## Three\n\nd\n`);
  });
});
