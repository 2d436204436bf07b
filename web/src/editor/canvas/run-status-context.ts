import { createContext, useContext } from 'react';
import type { StepStatus } from '../../api/types';

/** In the run view, each step's status in that run; the editor has none. */
export const RunStatusContext = createContext<Readonly<Record<string, StepStatus>> | null>(null);

export function useRunStatus(name: string | null): StepStatus | undefined {
  const statuses = useContext(RunStatusContext);
  return name === null ? undefined : statuses?.[name];
}
