import { assertNever } from '@tandem/catalog';
import { uniqueName } from './step-names';
import type { Step, StepType } from './types';

/** A fresh step of a type, named `<type>_<n>` free in `taken`; drafts until configured. */
export function newStep(type: StepType, taken: ReadonlySet<string>): Step {
  switch (type) {
    case 'action':
      return { type, name: uniqueName('action', taken), app: '', action: '', input: {}, continueOnError: false };
    case 'utility':
      return { type, name: uniqueName('utility', taken), utility: 'comment', input: { text: { type: 'literal', value: '' } } };
    case 'wait':
      return { type, name: uniqueName('wait', taken), duration: 'PT1H' };
    case 'condition':
      return {
        type,
        name: uniqueName('condition', taken),
        condition: { type: 'literal', value: true },
        consequent: [],
        alternative: [],
      };
    case 'iterate':
      return { type, name: uniqueName('loop', taken), items: { type: 'reference', path: ['trigger'] }, steps: [], concurrency: 1 };
    case 'approval':
      return {
        type,
        name: uniqueName('approval', taken),
        title: { type: 'literal', value: '' },
        message: { type: 'literal', value: '' },
        approvers: {},
        deadline: { after: 'P3D', then: 'reject' },
      };
    default:
      return assertNever(type, 'step type');
  }
}
