import { memo } from 'react';
import { approvalDeadlineOutcomes, type ApprovalStep } from '@tandem/catalog';
import type { Expression, Step } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { FORM_FIELD_TYPES, formFields, formSchema, type FormField } from './approval-form-schema';
import { ExpressionEditor } from './expression-editor';
import type { ReferenceNode } from './reference-tree';

/** The approval step's settings: title, message, approvers, form fields, deadline and the items to review. */
export const ApprovalSettings = memo(function ApprovalSettings({
  step,
  references,
  onChange,
}: {
  step: ApprovalStep;
  references: ReferenceNode[];
  onChange: (change: (step: Step) => Step) => void;
}) {
  const { t } = useI18n();
  const set = (patch: Partial<ApprovalStep>) => onChange((s) => ({ ...s, ...patch }) as Step);
  const expression = (key: string, label: string, value: Expression, apply: (e: Expression) => void) => (
    <label className="field" data-testid={`field-${key}`}>
      <span>{label}</span>
      <ExpressionEditor value={value} kind="text" references={references} label={label} onChange={apply} />
    </label>
  );
  const fields = formFields(step.form);
  // A stored draft may lack the fields the schema defaults.
  const deadline = step.deadline ?? { after: 'P3D', then: 'reject' };
  const setFields = (next: FormField[]) => {
    const form = formSchema(next);
    onChange((s) => {
      const { form: _old, ...rest } = s as ApprovalStep;
      return (form ? { ...rest, form } : rest) as Step;
    });
  };
  return (
    <div data-testid="approval-settings">
      {expression('title', t('approval.title'), step.title, (title) => set({ title }))}
      {expression('message', t('approval.message'), step.message, (message) => set({ message }))}
      <label className="field">
        <span>{t('approval.approvers')}</span>
        <input
          data-testid="approval-approvers"
          defaultValue={(step.approvers?.emails ?? []).join(', ')}
          onChange={(e) => {
            const emails = e.target.value.split(',').map((email) => email.trim()).filter(Boolean);
            set({ approvers: emails.length ? { emails } : {} });
          }}
        />
      </label>
      <fieldset className="field">
        <legend>{t('approval.formFields')}</legend>
        {fields.map((field, index) => (
          <div className="row" key={index} data-testid="approval-form-field">
            <input
              aria-label={t('approval.fieldName')}
              className="mono"
              value={field.name}
              onChange={(e) => setFields(fields.map((f, i) => (i === index ? { ...f, name: e.target.value } : f)))}
            />
            <select aria-label={t('approval.fieldType')} value={field.type} onChange={(e) => setFields(fields.map((f, i) => (i === index ? { ...f, type: e.target.value as FormField['type'] } : f)))}>
              {FORM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`approval.type.${type}`)}
                </option>
              ))}
            </select>
            <label>
              <input type="checkbox" checked={field.required} onChange={(e) => setFields(fields.map((f, i) => (i === index ? { ...f, required: e.target.checked } : f)))} />{' '}
              {t('approval.fieldRequired')}
            </label>
            <button type="button" onClick={() => setFields(fields.filter((_, i) => i !== index))}>
              {t('approval.removeField')}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setFields([...fields, { name: `field_${fields.length + 1}`, type: 'string', required: false }])}>
          {t('approval.addField')}
        </button>
      </fieldset>
      <label className="field">
        <span>{t('approval.deadline')}</span>
        <input data-testid="approval-deadline" value={deadline.after} onChange={(e) => set({ deadline: { ...deadline, after: e.target.value } })} />
      </label>
      <label className="field">
        <span>{t('approval.then')}</span>
        <select value={deadline.then} onChange={(e) => set({ deadline: { ...deadline, then: e.target.value as ApprovalStep['deadline']['then'] } })}>
          {approvalDeadlineOutcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`approval.then.${outcome}`)}
            </option>
          ))}
        </select>
      </label>
      {step.items ? (
        <>
          {expression('items', t('approval.items'), step.items, (items) => set({ items }))}
          <button
            type="button"
            onClick={() =>
              onChange((s) => {
                const { items: _items, ...rest } = s as ApprovalStep;
                return rest as Step;
              })
            }
          >
            {t('approval.removeItems')}
          </button>
        </>
      ) : (
        <button type="button" onClick={() => set({ items: { type: 'reference', path: ['trigger'] } })}>
          {t('approval.addItems')}
        </button>
      )}
    </div>
  );
});
