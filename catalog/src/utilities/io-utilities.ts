import type { z } from 'zod';
import type { IoUtilityId } from '../flow/utility-ids.js';
import { DownloadInput, DownloadOutput, HttpRequestInput, HttpRequestOutput, NotificationInput, SendNotificationOutput } from './io-utility-schemas.js';
import { ioUtilityRouting, type IoUtilityRouting } from './io-utility-routing.js';

export { ioUtilityAction, ioUtilityOfAction, ioUtilityRouting, isIoUtility, type IoUtilityRouting } from './io-utility-routing.js';

/** An I/O utility of the flow language: run as an activity on an app's task queue. */
export type IoUtility = IoUtilityRouting & {
  /** The step's input and the output, for the type checker and the editor's forms. */
  input: z.ZodType;
  output: z.ZodType;
};

const schemas: Record<IoUtilityId, Pick<IoUtility, 'input' | 'output'>> = {
  httpRequest: { input: HttpRequestInput, output: HttpRequestOutput },
  notification: { input: NotificationInput, output: SendNotificationOutput },
  notificationV1: { input: NotificationInput, output: SendNotificationOutput },
  download: { input: DownloadInput, output: DownloadOutput },
};

/**
 * Every I/O utility (docs/flow-language.md § Utilities) with its routing, schemas and retries: the one
 * table the workers' dispatch, the type checker and the editor read (the interpreter reads only the routing).
 */
export const ioUtilities = Object.fromEntries(
  Object.entries(ioUtilityRouting).map(([id, routing]) => [id, { ...routing, ...schemas[id as IoUtilityId] }]),
) as Record<IoUtilityId, IoUtility>;
