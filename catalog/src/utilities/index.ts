export * from './io-utility-schemas.js';
export * from './io-utilities.js';
export * from './utility-input.js';
export * from './stable-key.js';
export * from './list-utilities.js';
export * from './variable.js';
export * from './run-pure-utility.js';
export * from './utility-specs.js';
