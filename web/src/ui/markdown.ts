/** A small, safe subset of markdown for guide texts: headings, lists, paragraphs; bold, italic, code, links. */
export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string } | { kind: 'link'; text: string; href: string };
export type Block = { kind: 'heading'; level: number; inline: Inline[] } | { kind: 'list'; items: Inline[][] } | { kind: 'paragraph'; inline: Inline[] };

const INLINE = /(\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*]+)\*|_([^_]+)_)/g;

/** Only http(s), mailto and app-relative links; anything else stays text. */
export function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|\/)/i.test(href) ? href : null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, , strong, code, linkText, href, em1, em2] = match;
    if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', text: linkText, href: safe } : { kind: 'text', text: whole });
    } else out.push({ kind: 'em', text: em1 ?? em2 ?? '' });
    last = index + whole.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, inline: parseInline(heading[2]!) });
    } else if (item) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
        paragraph = [];
      }
      (list ??= []).push(parseInline(item[1]!));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
