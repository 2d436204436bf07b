/** Readable, prefixed log lines for the processes `npm start` runs in one terminal. */
const colours: Record<string, number> = { tandem: 36, postgres: 34, temporal: 35, api: 32, worker: 33, web: 90 };

export function logger(prefix: string): (line: string) => void {
  const colour = colours[prefix] ?? 37;
  const tag = process.stdout.isTTY ? `\x1b[${colour}m[${prefix}]\x1b[0m` : `[${prefix}]`;
  return (line) => {
    for (const part of line.split('\n')) if (part.trim()) console.log(`${tag} ${part}`);
  };
}
