export * from './interpreter.js';
export * from './run-recorder.js';
export * from './scope.js';
export * from './step-failure.js';
export type * from './effects.js';
export * from './step-page.js';
export * from './recorded-outputs.js';
