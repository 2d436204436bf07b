import { z } from 'zod';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { SchedulePreview, SchedulePreviewBody } from '../schemas/triggers.js';



export const schedulePreview = route('POST', '/api/workspaces/:ws/schedule-preview', {
  tags: ['triggers'],
  summary: 'The next five fire times of a schedule, computed by Temporal from the spec a live version gets',
  params: z.object({ ws: Id }),
  body: SchedulePreviewBody,
  response: { 200: SchedulePreview, ...errorResponses },
});
