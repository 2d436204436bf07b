import { z } from 'zod';
import { route } from './route.js';

const Health = z.object({ ok: z.boolean(), postgres: z.boolean(), temporal: z.boolean() });

export const health = route('GET', '/api/health', {
  tags: ['health'],
  summary: 'Whether Postgres and Temporal answer (within 2 s): 200 when both do, else 503',
  response: { 200: Health, 503: Health },
});
