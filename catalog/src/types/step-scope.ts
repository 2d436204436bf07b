import type { Step } from '../flow/step.js';

type Branch = 'consequent' | 'alternative' | 'body';

/** A step's place in the tree: depth-first order, the order of its last descendant, its containers. */
export interface StepPosition {
  step: Step;
  order: number;
  end: number;
  /** Enclosing condition branches and iterate bodies, outermost first. */
  containers: readonly { order: number; name: string; branch: Branch }[];
}

/** Whether a step can be referenced from another one, and whether it may have been skipped (null). */
export type Reach = { visible: true; mayBeSkipped: boolean } | { visible: false; reason: string };

/**
 * The positions of every step of a definition, so that a reference's reachability costs the depth of the
 * tree, not its size. A reference sees earlier steps of its own list and of every enclosing list, steps
 * nested in earlier conditions (null when their branch was skipped), but not steps of another branch of
 * an enclosing condition, nor steps inside an iterate body from outside it.
 */
export class StepScope {
  private readonly positions = new Map<string, StepPosition>();
  private readonly byStep = new Map<Step, StepPosition>();
  /** Every step in depth-first order: a step's descendants are the slice after it up to its `end`. */
  private readonly inOrder: StepPosition[] = [];

  constructor(steps: readonly Step[]) {
    this.place(steps, []);
  }

  /** The step a reference root names. */
  position(name: string): StepPosition | undefined {
    return this.positions.get(name);
  }

  positionOf(step: Step): StepPosition {
    const position = this.byStep.get(step);
    if (!position) throw new Error('The step is not part of this definition');
    return position;
  }

  /** A place after the last step, outside every branch and body (where a definition's `output` stands). */
  afterAll(): StepPosition {
    const order = this.inOrder.length;
    return { step: { type: 'utility', utility: 'comment', name: '_output', input: {} }, order, end: order, containers: [] };
  }

  /** Whether step `target` can be referenced from the expressions of `from` (undefined: the trigger). */
  reach(from: StepPosition | undefined, target: StepPosition): Reach {
    const name = target.step.name;
    if (!from || target.order > from.order) return hidden(`Step "${name}" runs later and cannot be referenced here`);
    if (target.order === from.order) return hidden(`Step "${name}" cannot reference itself`);
    if (from.order <= target.end) return hidden(`Step "${name}" contains this step and cannot be referenced here`);
    let mayBeSkipped = false;
    for (const container of [...target.containers].reverse()) {
      const shared = from.containers.find((c) => c.order === container.order);
      if (shared) {
        if (shared.branch !== container.branch) return hidden(`Step "${name}" is in another branch and cannot be referenced here`);
        break;
      }
      if (container.branch === 'body') return hidden(`Step "${name}" is inside the iterate step "${container.name}" and cannot be referenced here`);
      mayBeSkipped = true;
    }
    return { visible: true, mayBeSkipped };
  }

  /** Steps whose outputs an iteration of `iterate` collects: its body at any depth, not nested bodies. */
  *bodyOutputs(iterate: StepPosition): Generator<{ position: StepPosition; mayBeSkipped: boolean }> {
    const depth = iterate.containers.length + 1;
    for (const position of this.inOrder.slice(iterate.order + 1, iterate.end + 1)) {
      const own = position.containers.slice(depth);
      if (own.every((c) => c.branch !== 'body')) yield { position, mayBeSkipped: own.length > 0 };
    }
  }

  private place(steps: readonly Step[], containers: StepPosition['containers']): void {
    for (const step of steps) {
      const position: StepPosition = { step, order: this.inOrder.length, end: 0, containers };
      this.inOrder.push(position);
      this.byStep.set(step, position);
      // With duplicate names (an error of their own) references go to the first step of that name.
      if (!this.positions.has(step.name)) this.positions.set(step.name, position);
      const inside = (branch: Branch) => [...containers, { order: position.order, name: step.name, branch }];
      if (step.type === 'condition') {
        this.place(step.consequent, inside('consequent'));
        this.place(step.alternative, inside('alternative'));
      } else if (step.type === 'iterate') {
        this.place(step.steps, inside('body'));
      }
      position.end = this.inOrder.length - 1;
    }
  }
}

function hidden(reason: string): Reach {
  return { visible: false, reason };
}
