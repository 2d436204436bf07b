import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('markdown subset', () => {
  it('parses bold, italic, code and safe links', () => {
    expect(parseInline('Set **the URL** in `store` then *save* [docs](https://x.test/a)')).toEqual([
      { kind: 'text', text: 'Set ' },
      { kind: 'strong', text: 'the URL' },
      { kind: 'text', text: ' in ' },
      { kind: 'code', text: 'store' },
      { kind: 'text', text: ' then ' },
      { kind: 'em', text: 'save' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'docs', href: 'https://x.test/a' },
    ]);
    expect(parseInline('[bad](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: '[bad](javascript:alert(1)' });
  });

  it('splits headings, lists and paragraphs', () => {
    expect(parseMarkdown('# Title\nfirst line\nsecond line\n\n- one\n- two\nafter').map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'paragraph']);
    const list = parseMarkdown('- one\n- two')[0];
    expect(list).toEqual({ kind: 'list', items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] });
  });
});
