import { appWithActions } from '@tandem/catalog/sdk';
import { openaiBlogPostOutline } from './actions/blog-post-outline.js';
import { openaiCustomPrompt, openaiCustomPromptJson } from './actions/custom-prompt.js';
import { openaiKeywordSuggestion } from './actions/keyword-suggestion.js';
import { openaiProductDescription, openaiProductTitle } from './actions/product-text.js';
import { openai } from './app.js';

export * from './app.js';
export * from './models.js';
export * from './prices.js';
export * from './chat-completion.js';
export * from './actions/custom-prompt.js';
export * from './actions/product-text.js';
export * from './actions/blog-post-outline.js';
export * from './actions/keyword-suggestion.js';

export const openaiApp = appWithActions(openai, [
  openaiCustomPrompt,
  openaiCustomPromptJson,
  openaiProductDescription,
  openaiProductTitle,
  openaiBlogPostOutline,
  openaiKeywordSuggestion,
]);
