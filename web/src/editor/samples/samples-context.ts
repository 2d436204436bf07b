import { createContext, useContext } from 'react';

/** The flow's kept step sample data (outputs of steps tried on their own), by step name. */
export type Samples = {
  ws: string;
  flowId: string;
  outputs: Readonly<Record<string, unknown>>;
  keep: (stepName: string, output: unknown) => Promise<void>;
};

export const SamplesContext = createContext<Samples | null>(null);

export const useSamples = (): Samples | null => useContext(SamplesContext);
