import { walkSteps, type Step } from '../flow/step.js';
import { setsVariable } from '../flow/utility-ids.js';
import { t, type DataType, type Field } from './data-type.js';
import { declaredVariableType } from './utility-output-type.js';

/**
 * The type of the `vars` root: every variable a `variable` step sets under a literal name, typed by its
 * declared value type. A name computed at run time could be any name, so then `vars` is a Record.
 */
export function variablesType(steps: readonly Step[]): DataType {
  const fields: Record<string, Field> = {};
  for (const { step } of walkSteps(steps)) {
    if (step.type !== 'utility' || !setsVariable(step.utility)) continue;
    const name = step.input['name'];
    if (name?.type !== 'literal' || typeof name.value !== 'string') return t.record(t.unknown());
    const type = step.utility === 'variable' ? declaredVariableType(step.input) : t.unknown();
    fields[name.value] = { type, optional: false };
  }
  return t.object(fields);
}
