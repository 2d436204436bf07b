import { findStep } from './step-tree';
import type { Definition, Expression } from './types';

/** Guide: annotations on the trigger and the steps, each with a state, text and nested fields. */
export type AnnotationState = 'required' | 'disabled' | 'hidden';
export type Annotation = { state?: AnnotationState; text?: string; fields?: Record<string, Annotation> };
export type Guide = {
  published: boolean;
  annotations: { trigger?: Annotation; steps: Record<string, Annotation> };
  actions: { executeNow: boolean; setLive: boolean };
  completed: { readDescription: boolean };
};
/** The annotated thing: the trigger, or a step by its name. */
export type GuideTarget = { trigger: true } | { step: string };
export type MissingField = { target: GuideTarget; path: string[] };

const STATES: readonly string[] = ['required', 'disabled', 'hidden'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseAnnotation(value: unknown): Annotation | undefined {
  if (!isObject(value)) return undefined;
  const annotation: Annotation = {};
  if (typeof value.state === 'string' && STATES.includes(value.state)) annotation.state = value.state as AnnotationState;
  if (typeof value.text === 'string' && value.text.trim()) annotation.text = value.text;
  const fields = parseAnnotations(value.fields);
  if (fields && Object.keys(fields).length) annotation.fields = fields;
  return annotation;
}

function parseAnnotations(value: unknown): Record<string, Annotation> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, Annotation> = {};
  for (const [key, item] of Object.entries(value)) {
    const annotation = parseAnnotation(item);
    if (annotation) out[key] = annotation;
  }
  return out;
}

/**
 * Reads a version's guide tolerantly: unknown states and malformed parts are dropped; the actions
 * default to true. Answers null when there is no guide at all.
 */
export function parseGuide(value: unknown): Guide | null {
  if (!isObject(value)) return null;
  const annotations = isObject(value.annotations) ? value.annotations : {};
  const actions = isObject(value.actions) ? value.actions : {};
  const completed = isObject(value.completed) ? value.completed : {};
  const trigger = parseAnnotation(annotations.trigger);
  return {
    published: value.published === true,
    annotations: { ...(trigger ? { trigger } : {}), steps: parseAnnotations(annotations.steps) ?? {} },
    actions: { executeNow: actions.executeNow !== false, setLive: actions.setLive !== false },
    completed: { readDescription: completed.readDescription === true },
  };
}

/** Guided mode applies when the flow is in guided edit mode and its version has a published guide. */
export function guidedModeApplies(editMode: string | undefined, guide: Guide | null): boolean {
  return editMode === 'guided' && guide !== null && guide.published;
}

export function annotationOf(guide: Guide, target: GuideTarget): Annotation | undefined {
  return 'trigger' in target ? guide.annotations.trigger : guide.annotations.steps[target.step];
}

/**
 * The state of a field (a path into the trigger or the step's input). Hidden and disabled are
 * inherited from the step and from enclosing fields (hidden wins over disabled); required applies to
 * the field it is set on only.
 */
export function fieldState(guide: Guide, target: GuideTarget, path: readonly string[]): AnnotationState | undefined {
  let annotation = annotationOf(guide, target);
  let inherited: AnnotationState | undefined = annotation?.state === 'required' ? undefined : annotation?.state;
  for (const [i, key] of path.entries()) {
    annotation = annotation?.fields?.[key];
    if (!annotation) return inherited;
    const state = annotation.state;
    if (state === 'hidden') return 'hidden';
    if (state === 'disabled' && inherited !== 'hidden') inherited = 'disabled';
    if (state === 'required' && i === path.length - 1 && inherited === undefined) return 'required';
  }
  return inherited;
}

/** The markdown text of a field's annotation, if any. */
export function fieldText(guide: Guide, target: GuideTarget, path: readonly string[]): string | undefined {
  let annotation = annotationOf(guide, target);
  for (const key of path) annotation = annotation?.fields?.[key];
  return annotation?.text;
}

/** Every path (below the annotation) whose state is required. */
function requiredPaths(annotation: Annotation | undefined, prefix: string[] = []): string[][] {
  if (!annotation?.fields) return [];
  return Object.entries(annotation.fields).flatMap(([key, child]) => {
    const path = [...prefix, key];
    return [...(child.state === 'required' ? [path] : []), ...requiredPaths(child, path)];
  });
}

/** Whether a value (a plain value or an expression) counts as filled. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value) && value.type === 'literal') return isFilled(value.value);
  if (isObject(value) && value.type === 'reference') return Array.isArray(value.path) && value.path.length > 0;
  if (isObject(value) && value.type === 'object') return isObject(value.properties) && Object.keys(value.properties).length > 0;
  return true;
}

/** Follows a path through plain objects and object / literal expressions. */
export function valueAt(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const key of path) {
    if (isObject(current) && current.type === 'object' && isObject(current.properties)) current = current.properties[key];
    else if (isObject(current) && current.type === 'literal' && isObject(current.value)) current = current.value[key];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** The required fields of the trigger and the steps that are still empty (hidden or disabled ones do not count). */
export function missingRequired(guide: Guide, definition: Definition): MissingField[] {
  const missing: MissingField[] = [];
  const check = (target: GuideTarget, root: unknown, annotation: Annotation | undefined) => {
    for (const path of requiredPaths(annotation)) {
      if (fieldState(guide, target, path) !== 'required') continue;
      if (!isFilled(valueAt(root, path))) missing.push({ target, path });
    }
  };
  check({ trigger: true }, definition.trigger, guide.annotations.trigger);
  for (const [name, annotation] of Object.entries(guide.annotations.steps)) {
    const step = findStep(definition, name)?.step;
    if (!step) continue;
    const root: unknown = 'input' in step ? (step.input as Record<string, Expression>) : step;
    check({ step: name }, root, annotation);
  }
  return missing;
}
