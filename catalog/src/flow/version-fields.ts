import { z } from 'zod';

/** Flow version name ≤ 48, change notes ≤ 640, library preview steps ≤ 3. */
export const VERSION_NAME_MAX = 48;
export const CHANGE_NOTES_MAX = 640;
export const LIBRARY_PREVIEW_STEPS_MAX = 3;

export const VersionName = z.string().max(VERSION_NAME_MAX, `The version name must be at most ${VERSION_NAME_MAX} characters`);
export const ChangeNotes = z.string().max(CHANGE_NOTES_MAX, `The change notes must be at most ${CHANGE_NOTES_MAX} characters`);
export const LibraryPreviewSteps = z
  .array(z.string())
  .max(LIBRARY_PREVIEW_STEPS_MAX, `At most ${LIBRARY_PREVIEW_STEPS_MAX} preview steps`);
