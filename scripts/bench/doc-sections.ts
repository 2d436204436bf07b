/** The `## ` section of a Markdown document that starts with `heading`, up to the next `## ` heading; undefined when absent. */
export function sectionOf(text: string, heading: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return undefined;
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines
    .slice(start, next < 0 ? undefined : next)
    .join('\n')
    .trimEnd();
}

/** The document with the section under `heading` replaced by `lines`, or with them at its end when it has none. */
export function withSection(text: string, heading: string, lines: string[]): string {
  const section = lines.join('\n').trimEnd();
  const old = sectionOf(text, heading);
  if (old === undefined) return `${text.trimEnd()}\n\n${section}\n`;
  return text.replace(old, () => section);
}
