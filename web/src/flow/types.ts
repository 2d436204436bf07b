/**
 * The flow language comes from the catalogue (its zod schemas are the single source of truth); this
 * file re-exports the types the editor uses and adds the editor's own notions of places in the tree.
 */
export type {
  ActionStep,
  ApprovalStep,
  ConditionStep,
  Definition,
  DefinitionIssue,
  Expression,
  IterateStep,
  Schedule,
  Step,
  StepType,
  Trigger,
  UtilityStep,
  WaitStep,
  Weekday,
} from '@tandem/catalog';
import type { Definition } from '@tandem/catalog';

/** The branches of a step that hold step lists. */
export type Branch = 'consequent' | 'alternative' | 'steps';

/** A step list: the root list, or one branch of a condition or iterate step (named uniquely). */
export type ListRef = { parent: null } | { parent: string; branch: Branch };

/** A position in a step list: insert before `index` (`index` = length appends). */
export type Slot = ListRef & { index: number };

export const emptyDefinition = (): Definition => ({ version: 1, trigger: { type: 'manual' }, steps: [] });
