import { memo } from 'react';
import { newStep } from '../flow/new-step';
import { insertStep } from '../flow/operations';
import { allStepNames } from '../flow/step-tree';
import type { StepType } from '../flow/types';
import { useI18n } from '../i18n/i18n-context';
import { useEditor, useEditorStore } from './store/editor-context';

const types: StepType[] = ['action', 'utility', 'condition', 'iterate', 'wait', 'approval'];

/** The step-type chooser opened by an "add step" affordance; inserts a fresh step and selects it. */
export const InsertMenu = memo(function InsertMenu() {
  const { t } = useI18n();
  const store = useEditorStore();
  const slot = useEditor((s) => s.inserting);
  if (!slot) return null;
  const add = (type: StepType) => {
    const state = store.getState();
    const step = newStep(type, allStepNames(state.history.present));
    state.setInserting(null);
    state.apply((d) => insertStep(d, slot, step), step.name);
  };
  return (
    <div className="modal-backdrop" onClick={() => store.getState().setInserting(null)}>
      <div className="card insert-menu" role="dialog" aria-label={t('editor.chooseType')} onClick={(e) => e.stopPropagation()}>
        <h3>{t('editor.chooseType')}</h3>
        {types.map((type) => (
          <button key={type} type="button" onClick={() => add(type)} data-testid={`insert-${type}`}>
            {t(`step.${type}`)}
          </button>
        ))}
        <button type="button" className="link" onClick={() => store.getState().setInserting(null)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
});
