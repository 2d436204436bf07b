export * from './field-words.js';
export * from './field-text.js';
