import { z } from 'zod';
import { Id, RunId } from '../schemas/common.js';

/** The path parameters most routes share. */
export const WsParams = z.object({ ws: Id });
export const FlowParams = z.object({ ws: Id, flowId: Id });
export const RunParams = z.object({ ws: Id, runId: RunId });
