import { memo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { MappingCheck } from '../check/mapping-verdict';
import { plainCheck, type LabelOf } from '../check/plain-check';
import { CheckDetails } from '../check/check-details';

/** Match / PossibleMatch / NoMatch with the check in plain words beside it; where and the checker's words in a details line. */
export const TypeBadge = memo(function TypeBadge({ result, labelOf }: { result: MappingCheck | undefined; labelOf: LabelOf }) {
  const { t } = useI18n();
  if (!result) return null;
  const issues = result.issues ?? [];
  const plain = issues.map((issue) => plainCheck(issue, labelOf, t)).join(' ');
  return (
    <span className="type-check" data-testid="mapping-check" data-verdict={result.verdict}>
      <span className={`badge check-${result.verdict}`} title={plain || result.message}>
        {t(`check.${result.verdict}`)}
      </span>
      {result.verdict !== 'Match' && (
        <>
          <small className="check-message" data-testid="check-message">
            {plain}
          </small>
          <CheckDetails issues={issues} />
        </>
      )}
    </span>
  );
});
