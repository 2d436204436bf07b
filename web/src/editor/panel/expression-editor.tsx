import { operatorNames } from '@tandem/catalog';
import { memo, useState } from 'react';
import type { Expression } from '../../flow/types';
import { useI18n } from '../../i18n/i18n-context';
import { Select } from '../../ui/select/select';
import { LiteralInput } from './literal-input';
import { ReferencePicker } from './reference-picker';
import type { ReferenceNode } from './reference-tree';
import type { Field, FieldKind } from './schema-fields';

type Mode = Expression['type'];
const modes: Mode[] = ['literal', 'reference', 'operator', 'object'];
const operatorOptions = operatorNames.map((name) => ({ value: name, label: name }));

/** A fresh expression of a mode, keeping what can be kept. */
function switchMode(mode: Mode): Expression {
  switch (mode) {
    case 'literal':
      return { type: 'literal', value: '' };
    case 'reference':
      return { type: 'reference', path: ['trigger'] };
    case 'operator':
      return { type: 'operator', operator: 'eq', params: [] };
    case 'object':
      return { type: 'object', properties: {} };
  }
}

/** Edits one expression: a literal, a reference picked from earlier outputs, an operator, or an object. */
export const ExpressionEditor = memo(function ExpressionEditor({
  value,
  onChange,
  kind,
  options,
  references,
  label,
  field,
}: {
  value: Expression | undefined;
  onChange: (value: Expression) => void;
  kind: FieldKind;
  options?: string[];
  /** The schema field this expression fills: its control edits a literal. */
  field?: Field;
  references: ReferenceNode[];
  label: string;
}) {
  const { t } = useI18n();
  const expression = value ?? { type: 'literal', value: kind === 'boolean' ? false : '' };
  const [newKey, setNewKey] = useState('');
  return (
    <div className={`expression mode-${expression.type}`}>
      <div className="mode-switch" role="group" aria-label={label}>
        {modes.map((mode) => (
          <button key={mode} type="button" className={mode === expression.type ? 'active' : undefined} onClick={() => mode !== expression.type && onChange(switchMode(mode))}>
            {t(`expr.${mode}`)}
          </button>
        ))}
      </div>
      {expression.type === 'literal' && <LiteralInput kind={kind} options={options} value={expression.value} label={label} field={field} onChange={(v) => onChange({ type: 'literal', value: v })} />}
      {expression.type === 'reference' && <ReferencePicker path={expression.path} tree={references} onChange={(path) => onChange({ type: 'reference', path })} />}
      {expression.type === 'operator' && (
        <div className="operator">
          <Select label={t('expr.operator')} value={expression.operator} options={operatorOptions} onChange={(op) => onChange({ ...expression, operator: op as typeof expression.operator })} />
          {expression.params.map((param, i) => (
            <div key={i} className="param">
              <ExpressionEditor
                value={param}
                kind="json"
                references={references}
                label={`${label} ${i + 1}`}
                onChange={(p) => onChange({ ...expression, params: expression.params.map((old, j) => (j === i ? p : old)) })}
              />
              <button type="button" className="link" onClick={() => onChange({ ...expression, params: expression.params.filter((_, j) => j !== i) })}>
                ✕
              </button>
            </div>
          ))}
          <button type="button" className="link" onClick={() => onChange({ ...expression, params: [...expression.params, { type: 'literal', value: '' }] })}>
            + {t('expr.addParam')}
          </button>
        </div>
      )}
      {expression.type === 'object' && (
        <div className="object">
          {Object.entries(expression.properties).map(([key, property]) => (
            <div key={key} className="param">
              <span className="key">{key}</span>
              <ExpressionEditor
                value={property}
                kind="json"
                references={references}
                label={key}
                onChange={(p) => onChange({ ...expression, properties: { ...expression.properties, [key]: p } })}
              />
              <button
                type="button"
                className="link"
                onClick={() => onChange({ ...expression, properties: Object.fromEntries(Object.entries(expression.properties).filter(([k]) => k !== key)) })}
              >
                ✕
              </button>
            </div>
          ))}
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault();
              if (!newKey || newKey in expression.properties) return;
              onChange({ ...expression, properties: { ...expression.properties, [newKey]: { type: 'literal', value: '' } } });
              setNewKey('');
            }}
          >
            <input value={newKey} onChange={(e) => setNewKey(e.target.value)} aria-label={t('expr.addProperty')} placeholder="key" />
            <button type="submit" className="link">
              + {t('expr.addProperty')}
            </button>
          </form>
        </div>
      )}
    </div>
  );
});
