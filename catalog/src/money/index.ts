export * from './currencies.js';
export * from './currency-code.js';
export * from './money.js';
