import { memo, useState } from 'react';
import type { JsonSchema } from '../../api/types';
import { DialogForm } from '../../ui/dialog-form';
import { useI18n } from '../../i18n/i18n-context';
import { SchemaForm, type FormValue } from '../../ui/schema-form/schema-form';
import { schemaIssues, type SchemaIssues } from '../../ui/schema-form/schema-issues';
import { exampleOf } from '../../ui/schema-form/schema-example';

const storageKey = (flowId: string) => `tandem.runInput.${flowId}`;

/** The input of this flow's last manual run from this browser, offered again. */
export function lastRunInput(flowId: string): FormValue {
  try {
    const stored = window.localStorage.getItem(storageKey(flowId));
    const value: unknown = stored ? JSON.parse(stored) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormValue) : {};
  } catch {
    return {};
  }
}

export function rememberRunInput(flowId: string, input: FormValue): void {
  try {
    window.localStorage.setItem(storageKey(flowId), JSON.stringify(input));
  } catch {
    // Storage full or refused: the next run starts from an empty form.
  }
}

/** Asks for a run's input with a form generated from the flow's input schema, checked before the run starts. */
export const RunInputDialog = memo(function RunInputDialog({
  flowId,
  schema,
  serverIssues,
  busy,
  onRun,
  onCancel,
}: {
  flowId: string;
  schema: JsonSchema;
  serverIssues: SchemaIssues;
  busy: boolean;
  onRun: (input: FormValue) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [value, setValue] = useState<FormValue>(() => lastRunInput(flowId));
  const [issues, setIssues] = useState<SchemaIssues>({});
  const shown = { ...serverIssues, ...issues };
  return (
    <DialogForm
      title={t('editor.runInput')}
      submitLabel={t('editor.runNow')}
      submitDisabled={busy}
      onCancel={onCancel}
      onSubmit={() => {
        const found = schemaIssues(schema, value, t);
        setIssues(found);
        if (Object.keys(found).length > 0) return;
        rememberRunInput(flowId, value);
        onRun(value);
      }}
    >
      <SchemaForm
        schema={schema}
        value={value}
        issues={shown}
        onChange={(next) => {
          // A message answered the input as it was; once changed, it waits for the next try.
          setValue(next);
          setIssues({});
        }}
      />
      {shown[''] && <p className="field-error">{shown['']}</p>}
      <details className="run-input-example" data-testid="run-input-example" open>
        <summary>{t('editor.runInputExample')}</summary>
        <pre className="mono">{JSON.stringify(exampleOf(schema), null, 2)}</pre>
      </details>
    </DialogForm>
  );
});
