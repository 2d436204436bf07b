import { z } from 'zod';
import { route } from './route.js';
import { errorResponses } from '../schemas/common.js';

/** The remote codec protocol of the Temporal UI and CLI: payloads with base64 metadata and data. */
export const JsonPayload = z.object({ metadata: z.record(z.string(), z.string()).optional(), data: z.string().optional() });
const Payloads = z.object({ payloads: z.array(JsonPayload) });
const schema = (direction: string) => ({ tags: ['codec'], summary: `Temporal remote codec: ${direction} payloads`, body: Payloads, response: { 200: Payloads, ...errorResponses } });

export const codecDecode = route('POST', '/codec/decode', schema('decode'));

export const codecEncode = route('POST', '/codec/encode', schema('encode'));
