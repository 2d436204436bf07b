// An action's JSON Schemas are built like a utility's: one converter for both.
export { ioJsonSchemas as actionJsonSchemas, type IoJsonSchemas as ActionJsonSchemas } from '../types/io-json-schemas.js';
