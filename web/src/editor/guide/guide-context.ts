import { createContext, useContext } from 'react';
import { fieldState, fieldText, type AnnotationState, type Guide, type GuideTarget } from '../../flow/guide';

/** The guide while the editor is in guided mode; null in full-control mode. */
export const GuideContext = createContext<Guide | null>(null);

export function useGuide(): Guide | null {
  return useContext(GuideContext);
}

/** A field's state and markdown text under the active guide (nothing in full-control mode). */
export function useGuideField(target: GuideTarget, path: readonly string[]): { state?: AnnotationState; text?: string } {
  const guide = useGuide();
  if (!guide) return {};
  return { state: fieldState(guide, target, path), text: fieldText(guide, target, path) };
}
