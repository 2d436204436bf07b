import type { UtilityId } from '../flow/utility-ids.js';
import { ioJsonSchemas, type IoJsonSchemas } from '../types/io-json-schemas.js';
import { utilitySpecs } from './utility-specs.js';

/** JSON Schemas of a utility's input and output (the editor's form is built from the input). */
export const utilityJsonSchemas = (id: UtilityId): IoJsonSchemas => ioJsonSchemas(utilitySpecs[id]);
