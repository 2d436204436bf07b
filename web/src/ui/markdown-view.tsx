import { memo, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Inline } from './markdown';

function inline(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'code':
        return <code key={i}>{part.text}</code>;
      case 'link':
        return (
          <a key={i} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        );
      default:
        return part.text;
    }
  });
}

/** Markdown text (guide annotations) rendered as React elements; never as raw HTML. */
export const MarkdownView = memo(function MarkdownView({ text, className }: { text: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      {blocks.map((block, i) => {
        if (block.kind === 'list') return <ul key={i}>{block.items.map((item, j) => <li key={j}>{inline(item)}</li>)}</ul>;
        if (block.kind === 'heading') return <h4 key={i}>{inline(block.inline)}</h4>;
        return <p key={i}>{inline(block.inline)}</p>;
      })}
    </div>
  );
});
