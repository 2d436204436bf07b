import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and finds out whether it may by trying
 * one as each object schema is built. The app's Content-Security-Policy forbids `eval` (no
 * 'unsafe-eval'), so that probe was a CSP violation on every page. Told to stay jitless, zod never
 * tries. Imported first by the entry, before any module builds a schema.
 */
z.config({ jitless: true });
