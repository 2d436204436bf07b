import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { LibraryInfo } from '../api/schemas/library.js';

/** One file of ./flows: the flow's texts, its library info and its definition in the flow language. */
export const LibraryFlowFile = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  libraryInfo: LibraryInfo,
  definition: z.unknown(),
});
export type LibraryFlowFile = z.infer<typeof LibraryFlowFile>;

export type LibraryFlowSource = LibraryFlowFile & { slug: string; flowId: string };

const folder = new URL('./flows/', import.meta.url);
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A stable id per file name, so reseeding updates the same flow and copies keep their source. */
export function libraryFlowId(slug: string): string {
  const digest = createHash('sha256').update(`library:${slug}`).digest();
  return `00${[...digest.subarray(0, 24)].map((byte) => crockford[byte % 32]).join('')}`;
}

/** Every library flow file, parsed, with a hash of them all (what the seed compares to skip work). */
export function readLibraryFlows(): { flows: LibraryFlowSource[]; hash: string } {
  const files = readdirSync(folder).filter((file) => file.endsWith('.json')).sort();
  const hash = createHash('sha256');
  const flows = files.map((file) => {
    const text = readFileSync(new URL(file, folder), 'utf8');
    hash.update(file).update(text);
    const slug = file.replace(/\.json$/, '');
    return { ...LibraryFlowFile.parse(JSON.parse(text)), slug, flowId: libraryFlowId(slug) };
  });
  return { flows, hash: hash.digest('hex') };
}
