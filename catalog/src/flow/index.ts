export * from './operator-names.js';
export * from './expression.js';
