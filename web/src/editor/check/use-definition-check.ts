import { walkSteps, type DefinitionIssue } from '@tandem/catalog';
import { checkDefinition } from '@tandem/catalog/types';
import { useEffect, useMemo } from 'react';
import type { Definition } from '../../flow/types';
import { loadActions, loadedAction, useCatalogGeneration } from '../panel/catalog-cache';
import { selectDefinition } from '../store/create-editor-store';
import { useEditor } from '../store/editor-context';
import { browserActionCatalog } from './browser-action-catalog';

const catalog = browserActionCatalog(loadedAction);

/** The apps whose actions a definition uses (steps and a change watch). */
function appsOf(definition: Definition): string[] {
  const apps = new Set<string>();
  if (definition.trigger.type === 'changeWatch') apps.add(definition.trigger.app);
  for (const { step } of walkSteps(definition.steps)) if (step.type === 'action' && step.app) apps.add(step.app);
  return [...apps].sort();
}

/**
 * The design-time checker of `@tandem/catalog/types` run on the editor's definition, against the
 * actions of the apps it uses (loaded on demand; the check runs again as they arrive).
 */
export function useDefinitionCheck(): DefinitionIssue[] {
  const definition = useEditor(selectDefinition);
  const generation = useCatalogGeneration();
  const apps = appsOf(definition).join(',');
  useEffect(() => {
    for (const app of apps.split(',').filter(Boolean)) void loadActions(app).catch(() => undefined);
  }, [apps]);
  // `generation` says that more actions are known now.
  return useMemo(() => checkDefinition(definition, catalog), [definition, generation]);
}
