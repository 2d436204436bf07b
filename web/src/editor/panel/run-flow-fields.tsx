import { memo } from 'react';
import { endpoints } from '../../api/endpoints';
import type { JsonSchema } from '../../api/types';
import { useApiQuery } from '../../api/use-api-query';
import { queries } from '../../api/queries';
import type { ActionStep, Expression, Step } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { Select } from '../../ui/select/select';
import { ExpressionEditor } from './expression-editor';
import type { ReferenceNode } from './reference-tree';
import { schemaFields } from './schema-fields';

const literalText = (expression: Expression | undefined) => (expression?.type === 'literal' && typeof expression.value === 'string' ? expression.value : undefined);

/** The called flow's input schema: its live version's, or the pinned version's. */
async function inputSchemaOf(ws: string, flowId: string, version: string): Promise<JsonSchema | undefined> {
  const versionId = version === 'live' ? (await endpoints.getFlow(ws, flowId)).liveVersionId : version;
  if (!versionId) return undefined;
  return (await endpoints.getVersion(ws, flowId, versionId)).definition.inputSchema as JsonSchema | undefined;
}

/**
 * The form of a "Run flow" step (docs/flow-language.md § Running another flow): pick a flow of this
 * workspace, its live version or a pinned one, whether to wait, and map its input field by field from
 * its input schema (the server's check types the input and the output against that flow).
 */
export const RunFlowFields = memo(function RunFlowFields({
  step,
  ws,
  selfFlowId,
  references,
  onChange,
}: {
  step: ActionStep;
  ws: string;
  selfFlowId: string;
  references: ReferenceNode[];
  onChange: (change: (step: Step) => Step) => void;
}) {
  const { t } = useI18n();
  const flows = useApiQuery(queries.flows(ws));
  const flowId = literalText(step.input.flowId);
  const version = literalText(step.input.version) ?? 'live';
  const mode = literalText(step.input.mode) ?? 'wait';
  const versions = useApiQuery({ ...queries.versions(ws, flowId ?? ''), enabled: flowId !== undefined });
  const schema = useApiQuery({ queryKey: ['run-flow-input', ws, flowId, version], queryFn: () => inputSchemaOf(ws, flowId ?? '', version), enabled: flowId !== undefined });
  const fields = schema.data ? schemaFields(schema.data) : [];
  const input = step.input.input;
  const properties = input?.type === 'object' ? input.properties : {};
  const setInput = (key: string, value: Expression) => onChange((s) => ({ ...s, input: { ...(s as ActionStep).input, [key]: value } }) as Step);
  const setProperty = (key: string, value: Expression) => setInput('input', { type: 'object', properties: { ...properties, [key]: value } });

  return (
    <div data-testid="run-flow-fields">
      <div className="field">
        <span>{t('panel.runFlow.flow')} *</span>
        <Select
          label={t('panel.runFlow.flow')}
          testId="select-run-flow"
          value={flowId ?? null}
          options={(flows.data?.items ?? []).filter((flow) => flow.flowId !== selfFlowId).map((flow) => ({ value: flow.flowId, label: flow.name }))}
          onChange={(value) => onChange((s) => ({ ...s, input: { flowId: { type: 'literal', value }, version: { type: 'literal', value: 'live' }, mode: { type: 'literal', value: mode } } }) as Step)}
        />
      </div>
      <label className="field">
        <span>{t('panel.runFlow.version')}</span>
        <select value={version} disabled={!flowId} onChange={(e) => setInput('version', { type: 'literal', value: e.target.value })}>
          <option value="live">{t('panel.runFlow.live')}</option>
          {(versions.data?.items ?? [])
            .filter((v) => v.valid)
            .map((v) => (
              <option key={v.versionId} value={v.versionId}>
                {v.name ?? v.versionId}
              </option>
            ))}
        </select>
      </label>
      <label className="field">
        <span>{t('panel.runFlow.mode')}</span>
        <select value={mode} data-testid="run-flow-mode" onChange={(e) => setInput('mode', { type: 'literal', value: e.target.value })}>
          <option value="wait">{t('panel.runFlow.wait')}</option>
          <option value="start">{t('panel.runFlow.start')}</option>
        </select>
      </label>
      {flowId && <h3>{t('panel.runFlow.inputs')}</h3>}
      {flowId && fields.length === 0 && (
        <div className="field">
          <small className="muted">{t('panel.runFlow.noInputSchema')}</small>
          <ExpressionEditor value={input} kind="json" references={references} label={t('panel.runFlow.inputs')} onChange={(value) => setInput('input', value)} />
        </div>
      )}
      {fields.map((field) => (
        <div className="field" key={`${flowId}:${field.key}`} data-testid={`run-flow-input-${field.key}`}>
          <span>
            {field.label}
            {field.required && ' *'}
          </span>
          {field.help && <small className="muted">{field.help}</small>}
          <ExpressionEditor value={properties[field.key]} kind={field.kind} options={field.options} references={references} label={field.label} onChange={(value) => setProperty(field.key, value)} />
        </div>
      ))}
    </div>
  );
});
