import { z } from 'zod';

/** An ISO-8601 duration such as `PT30S`, `PT5M`, `P1D` (message of seed 000 §5). */
export const IsoDuration = z
  .string()
  .regex(/^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/, 'Invalid Duration');
export type IsoDuration = z.infer<typeof IsoDuration>;
