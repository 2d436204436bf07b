export * from './currencies.js';
export * from './money.js';
