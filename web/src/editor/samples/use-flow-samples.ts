import { useCallback, useEffect, useMemo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { Samples } from './samples-context';

/** Loads a flow's step samples and keeps new ones (stored by the API, per flow and step name). */
export function useFlowSamples(ws: string, flowId: string): Samples {
  const [outputs, setOutputs] = useState<Record<string, unknown>>({});
  useEffect(() => {
    let live = true;
    endpoints.stepSamples(ws, flowId).then(
      (answer) => live && setOutputs(Object.fromEntries(answer.items.map((sample) => [sample.stepName, sample.output]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ws, flowId]);
  const keep = useCallback(
    async (stepName: string, output: unknown) => {
      await endpoints.saveStepSample(ws, flowId, stepName, output);
      setOutputs((all) => ({ ...all, [stepName]: output }));
    },
    [ws, flowId],
  );
  return useMemo(() => ({ ws, flowId, outputs, keep }), [ws, flowId, outputs, keep]);
}
