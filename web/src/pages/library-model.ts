import { assertNever } from '@tandem/catalog';
import { USE_CASES, type LibraryFlow, type UseCase } from '../api/types';
import type { Step } from '../flow/types';

/** The library shows at most 3 preview steps. */
export const MAX_PREVIEW_STEPS = 3;

export function isUseCase(value: unknown): value is UseCase {
  return typeof value === 'string' && (USE_CASES as readonly string[]).includes(value);
}

function haystack(flow: LibraryFlow): string {
  return [flow.name, flow.description ?? '', flow.libraryInfo.details.description, ...flow.apps, ...flow.libraryInfo.useCases].join(' ').toLowerCase();
}

/** The flows whose texts hold every word of the query (case-insensitive); all of them for an empty query. */
export function searchLibrary(flows: readonly LibraryFlow[], query: string): LibraryFlow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...flows];
  return flows.filter((flow) => {
    const text = haystack(flow);
    return words.every((word) => text.includes(word));
  });
}

/** How many flows each use case has, in the seed's order (cases without flows included, with 0). */
export function useCaseCounts(flows: readonly LibraryFlow[]): { useCase: UseCase; count: number }[] {
  return USE_CASES.map((useCase) => ({ useCase, count: flows.filter((f) => f.libraryInfo.useCases.includes(useCase)).length }));
}

/** The apps the library's flows work with, most used first, then by name. */
export function libraryApps(flows: readonly LibraryFlow[]): { app: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const flow of flows) for (const app of new Set([...flow.apps, ...(flow.libraryInfo.apps ?? [])])) counts.set(app, (counts.get(app) ?? 0) + 1);
  return [...counts].map(([app, count]) => ({ app, count })).sort((a, b) => b.count - a.count || a.app.localeCompare(b.app));
}

/** What a preview step shows: its title and what it does. */
export function previewStepLabel(step: Step): { title: string; detail: string } {
  const title = step.displayName || step.name;
  switch (step.type) {
    case 'action':
      return { title, detail: `${step.app} · ${step.action}` };
    case 'utility':
      return { title, detail: step.utility };
    case 'wait':
    case 'condition':
    case 'iterate':
    case 'approval':
      return { title, detail: step.type };
    default:
      return assertNever(step, 'step type');
  }
}

/** At most the seed's 3 preview steps, whatever the answer holds. */
export function previewSteps(steps: readonly Step[] | undefined): Step[] {
  return (steps ?? []).slice(0, MAX_PREVIEW_STEPS);
}
