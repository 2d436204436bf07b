import { memo, useState } from 'react';
import { endpoints } from '../../api/endpoints';
import type { RunStep, StepTestResult } from '../../api/types';
import type { Step } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { ErrorText } from '../../ui/error-text';
import { JsonView } from '../../ui/json-view';
import { StatusBadge } from '../../pages/run-status';
import { useSamples } from '../samples/samples-context';

type SampleData = { trigger: unknown; outputs: Record<string, unknown> };

/** Outputs by step name of a run's steps outside iterates (what a step outside them can refer to). */
const outputsOf = (steps: readonly RunStep[]) =>
  Object.fromEntries(steps.filter((step) => step.status === 'succeeded' && !step.path.includes('[')).map((step) => [step.name, step.output ?? null]));

/**
 * "Test step": runs this action or utility on its own, as in a run (its connection, credits, retries),
 * against the outputs of the flow's last run and the kept samples, which the user may edit first. The
 * output can be kept as the step's sample data, so later steps are mapped against its real shape.
 */
export const TestStepSection = memo(function TestStepSection({ step }: { step: Step }) {
  const { t } = useI18n();
  const samples = useSamples();
  const [text, setText] = useState<string | null>(null);
  const [result, setResult] = useState<StepTestResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useState(false);
  if (!samples) return null;
  const { ws, flowId } = samples;

  const prepare = async () => {
    setError(null);
    try {
      const last = (await endpoints.listRuns(ws, { flowId })).items[0];
      const run = last ? await endpoints.runWithOutputs(ws, last.runId) : null;
      const data: SampleData = { trigger: run?.trigger.payload ?? {}, outputs: { ...(run ? outputsOf(run.steps) : {}), ...samples.outputs } };
      setText(JSON.stringify(data, null, 2));
    } catch (e) {
      setError(e);
    }
  };
  const test = async () => {
    if (text === null) return;
    setBusy(true);
    setError(null);
    setKept(false);
    try {
      const sample = JSON.parse(text) as SampleData;
      setResult(await endpoints.testStep(ws, flowId, { step, sample: { trigger: sample.trigger, outputs: sample.outputs ?? {}, vars: {} } }));
    } catch (e) {
      setError(e instanceof SyntaxError ? new Error(t('form.invalidJson')) : e);
    } finally {
      setBusy(false);
    }
  };
  const keep = async () => {
    if (!result) return;
    try {
      await samples.keep(step.name, result.step.output ?? null);
      setKept(true);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="test-step" data-testid="test-step">
      <h3>{t('testStep.title')}</h3>
      {text === null ? (
        <button type="button" onClick={() => void prepare()}>
          {t('testStep.prepare')}
        </button>
      ) : (
        <>
          <label className="field">
            <span>{t('testStep.sample')}</span>
            <textarea className="mono" rows={6} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('testStep.sample')} />
          </label>
          <button type="button" className="primary" disabled={busy} onClick={() => void test()}>
            {busy ? t('testStep.running') : t('testStep.run')}
          </button>
        </>
      )}
      <ErrorText error={error} />
      {result && (
        <div data-testid="test-step-result">
          <p>
            <StatusBadge status={result.step.status} /> {t('runs.attempts')}: {result.step.attempts}
          </p>
          {result.step.error && <p className="error">{result.step.error.message}</p>}
          {result.step.status === 'succeeded' && (
            <>
              <JsonView value={result.step.output ?? null} />
              <button type="button" onClick={() => void keep()} disabled={kept}>
                {kept ? t('testStep.kept') : t('testStep.keep')}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
});
