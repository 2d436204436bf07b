import { z } from 'zod';
import { isoDurationPattern } from './parse-iso-duration.js';

export { parseIsoDuration } from './parse-iso-duration.js';

/** An ISO-8601 duration such as `PT30S`, `PT5M`, `P1D`. */
export const IsoDuration = z.string().regex(isoDurationPattern, 'Invalid Duration');
export type IsoDuration = z.infer<typeof IsoDuration>;
