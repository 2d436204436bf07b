import { appWithActions } from '@tandem/catalog/sdk';
import { openaiBlogPostOutline } from './actions/blog-post-outline-generate.js';
import { openaiCustomPrompt } from './actions/prompt-custom.js';
import { openaiCustomPromptJson } from './actions/prompt-custom-json.js';
import { openaiKeywordSuggestion } from './actions/keywords-suggest.js';
import { openaiProductDescription } from './actions/product-description-generate.js';
import { openaiProductTitle } from './actions/product-title-generate.js';
import { openai } from './app.js';

export * from './app.js';
export * from './models.js';
export * from './prices.js';
export * from './chat-completion.js';
export * from './custom-prompt.js';
export * from './actions/prompt-custom.js';
export * from './actions/prompt-custom-json.js';
export * from './actions/product-description-generate.js';
export * from './actions/product-title-generate.js';
export * from './product-text.js';
export * from './actions/blog-post-outline-generate.js';
export * from './actions/keywords-suggest.js';

export const openaiApp = appWithActions(openai, [
  openaiCustomPrompt,
  openaiCustomPromptJson,
  openaiProductDescription,
  openaiProductTitle,
  openaiBlogPostOutline,
  openaiKeywordSuggestion,
]);
