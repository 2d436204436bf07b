import { memo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FieldIssue } from './field-issue';
import { inputFieldProblems, inputFieldTypes, inputFieldsOf, inputSchemaOf, newInputField, type InputField, type ItemType } from './input-fields';

type Schema = Record<string, unknown> | undefined;
const itemTypes = inputFieldTypes.filter((type): type is ItemType => type !== 'list');

/**
 * The run input (or webhook payload) a flow expects, field by field: name, type, required,
 * description and default. Writes the flow's `inputSchema` whenever every field is sound.
 */
export const InputSchemaBuilder = memo(function InputSchemaBuilder({ schema, onChange }: { schema: Schema; onChange: (schema: Schema) => void }) {
  const { t } = useI18n();
  const schemaText = JSON.stringify(schema ?? null);
  const [written, setWritten] = useState(schemaText);
  const [fields, setFields] = useState<InputField[]>(() => inputFieldsOf(schema));
  // Undo or a restored version changed the schema from outside: start again from it.
  if (schemaText !== written) {
    setWritten(schemaText);
    setFields(inputFieldsOf(schema));
  }
  const problems = inputFieldProblems(fields);
  const update = (next: InputField[]) => {
    setFields(next);
    if (inputFieldProblems(next).size > 0) return;
    const built = inputSchemaOf(next);
    setWritten(JSON.stringify(built ?? null));
    onChange(built);
  };
  const patch = (i: number, change: Partial<InputField>) => update(fields.map((f, j) => (j === i ? { ...f, ...change } : f)));
  const typeLabel = (type: string) => t(`trig.type.${type as ItemType}`);

  return (
    <div className="input-builder" data-testid="input-builder">
      {fields.length === 0 && <p className="muted">{t('trig.noInput')}</p>}
      {fields.map((field, i) => {
        const problem = problems.get(i);
        const label = (what: string) => `${what} ${i + 1}`;
        return (
          <fieldset key={i} className="card input-field" data-testid="input-field">
            <div className="row">
              <label className="field grow">
                <span>{t('trig.fieldName')}</span>
                <input className="mono" aria-label={label(t('trig.fieldName'))} value={field.name} aria-invalid={problem !== undefined && problem !== 'default'} onChange={(e) => patch(i, { name: e.target.value })} />
              </label>
              <label className="field">
                <span>{t('trig.fieldType')}</span>
                <select aria-label={label(t('trig.fieldType'))} value={field.type} onChange={(e) => patch(i, { type: e.target.value as InputField['type'], defaultText: '' })}>
                  {inputFieldTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`trig.type.${type}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {problem && problem !== 'default' && <FieldIssue message={t(`trig.fieldProblem.${problem}`)} />}
            {field.type === 'list' && (
              <label className="field">
                <span>{t('trig.itemType')}</span>
                <select aria-label={label(t('trig.itemType'))} value={field.itemType} onChange={(e) => patch(i, { itemType: e.target.value as ItemType })}>
                  {itemTypes.map((type) => (
                    <option key={type} value={type}>
                      {typeLabel(type)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="row">
              <input type="checkbox" aria-label={label(t('trig.required'))} checked={field.required} onChange={(e) => patch(i, { required: e.target.checked })} />
              {t('trig.required')}
            </label>
            <label className="field">
              <span>{t('trig.description')}</span>
              <input aria-label={label(t('trig.description'))} value={field.description} onChange={(e) => patch(i, { description: e.target.value })} />
            </label>
            <label className="field">
              <span>{t('trig.default')}</span>
              {field.type === 'boolean' ? (
                <select aria-label={label(t('trig.default'))} value={field.defaultText} onChange={(e) => patch(i, { defaultText: e.target.value })}>
                  <option value="">—</option>
                  <option value="true">{t('common.yes')}</option>
                  <option value="false">{t('common.no')}</option>
                </select>
              ) : (
                <input
                  aria-label={label(t('trig.default'))}
                  type={field.type === 'date' ? 'date' : field.type === 'number' || field.type === 'integer' ? 'number' : 'text'}
                  className={field.type === 'list' || field.type === 'object' ? 'mono' : undefined}
                  placeholder={field.type === 'list' ? '["a", "b"]' : field.type === 'object' ? '{"key": "value"}' : undefined}
                  value={field.defaultText}
                  onChange={(e) => patch(i, { defaultText: e.target.value })}
                />
              )}
              {problem === 'default' && <FieldIssue message={t('trig.fieldProblem.default', { type: typeLabel(field.type) })} />}
            </label>
            <button type="button" className="link" onClick={() => update(fields.filter((_, j) => j !== i))}>
              {t('trig.removeField')}
            </button>
          </fieldset>
        );
      })}
      <button type="button" onClick={() => update([...fields, newInputField(`field_${fields.length + 1}`)])}>
        {t('trig.addField')}
      </button>
    </div>
  );
});
