// The workflow-safe part of the catalogue: the flow language.
export * from './flow/index.js';
