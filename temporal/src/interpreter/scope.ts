import type { Scope } from './effects.js';

type Fixed = { trigger?: unknown; run?: unknown; item?: unknown; index?: number };

/** Everything a frame sees, flattened: enough to rebuild it in another workflow. */
export type FrameSnapshot = { fixed: Fixed; outputs: Record<string, unknown>; vars: Record<string, unknown> };

/**
 * The bindings visible to a step: outputs of earlier steps, variables, and (inside an iterate body)
 * the current item and index. Each branch and each iteration gets a child frame, so parallel
 * iterations never share mutable bindings; lookups walk up to the parents.
 */
export class Frame implements Scope {
  private readonly outputs = new Map<string, unknown>();
  private readonly vars = new Map<string, unknown>();

  constructor(
    private readonly parent: Frame | undefined,
    private readonly fixed: Fixed = {},
  ) {}

  static root(trigger: unknown, run: unknown): Frame {
    return new Frame(undefined, { trigger, run });
  }

  static fromSnapshot(snapshot: FrameSnapshot): Frame {
    const frame = new Frame(undefined, snapshot.fixed);
    for (const [name, output] of Object.entries(snapshot.outputs)) frame.setOutput(name, output);
    for (const [name, value] of Object.entries(snapshot.vars)) frame.setVar(name, value);
    return frame;
  }

  snapshot(): FrameSnapshot {
    const outer = this.parent?.snapshot() ?? { fixed: {}, outputs: {}, vars: {} };
    return {
      fixed: { ...outer.fixed, ...this.fixed },
      outputs: { ...outer.outputs, ...Object.fromEntries(this.outputs) },
      vars: { ...outer.vars, ...Object.fromEntries(this.vars) },
    };
  }

  /** The snapshot cut down to these roots (see referencedRoots): a chunk gets only what its body reads. */
  snapshotOf(roots: ReadonlySet<string>): FrameSnapshot {
    const full = this.snapshot();
    const pick = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).filter(([name]) => roots.has(name)));
    return { fixed: pick(full.fixed), outputs: pick(full.outputs), vars: roots.has('vars') ? full.vars : {} };
  }

  child(item?: { item: unknown; index: number }): Frame {
    return new Frame(this, item ?? {});
  }

  setOutput(step: string, output: unknown): void {
    this.outputs.set(step, output);
  }

  setVar(name: string, value: unknown): void {
    this.vars.set(name, value);
  }

  /** Outputs set in this frame only (an iteration's body outputs). */
  ownOutputs(): Record<string, unknown> {
    return Object.fromEntries(this.outputs);
  }

  lookup(root: string): unknown {
    switch (root) {
      case 'trigger':
      case 'run':
      case 'item':
      case 'index':
        return this.find((frame) => (root in frame.fixed ? { value: frame.fixed[root] } : undefined));
      case 'vars':
        return this.allVars();
      default:
        return this.find((frame) => (frame.outputs.has(root) ? { value: frame.outputs.get(root) } : undefined));
    }
  }

  /** The innermost binding that `pick` finds, walking up to the root. */
  private find(pick: (frame: Frame) => { value: unknown } | undefined): unknown {
    const hit = pick(this);
    return hit ? hit.value : this.parent?.find(pick);
  }

  /** Variables of every enclosing frame; inner ones win. */
  private allVars(): Record<string, unknown> {
    return { ...this.parent?.allVars(), ...Object.fromEntries(this.vars) };
  }
}
