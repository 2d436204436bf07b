import { appWithActions } from '../../sdk/index.js';
import { openai } from './app.js';

export * from './app.js';

/** openai's catalogue entry; its actions follow in later issues. */
export const openaiApp = appWithActions(openai, []);
