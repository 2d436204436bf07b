import { z } from 'zod';

/**
 * Characters a name may not hold: control characters (C0, DEL, C1: newlines, tabs, escapes), the
 * line and paragraph separators, and the invisible text-direction marks, embeddings, overrides and
 * isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). A right-to-left override in a
 * name shown to other members ("‮fdp.exe") makes it read as something else.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const NAME_CHARACTERS_MESSAGE = 'Names may not contain control characters or invisible text-direction characters (such as U+202E, right-to-left override)';

/** Whether a name is free of control and text-direction characters. */
export const isPlainName = (value: string): boolean => !FORBIDDEN.test(value);

/**
 * The one refinement of every name people give (flows, workspaces, connections, members, tokens): a
 * name with a control or text-direction character answers 400 with NAME_CHARACTERS_MESSAGE.
 */
export const plainName = <T extends z.ZodString>(schema: T): T => schema.refine(isPlainName, NAME_CHARACTERS_MESSAGE) as T;

/** A name of 1 to `max` characters (trimmed), refined by `plainName`. */
export const DisplayName = (max: number) => plainName(z.string().trim().min(1).max(max));
