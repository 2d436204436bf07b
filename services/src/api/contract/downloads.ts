import { z } from 'zod';
import { route } from './route.js';
import { ErrorBody } from '../schemas/common.js';

/** The file's bytes (a Node Buffer on the server; named as a Uint8Array so that the browser can load this declaration). */
export const download = route('GET', '/api/downloads/:token', {
  tags: ['runs'],
  summary: 'The file a download step wrote (CSV or JSON); each answer counts against its download limit',
  security: [],
  params: z.object({ token: z.string().min(1).max(100) }),
  response: { 200: z.custom<Uint8Array>((value) => value instanceof Uint8Array).describe('The file'), 404: ErrorBody, 410: ErrorBody },
});
