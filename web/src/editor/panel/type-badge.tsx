import { memo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { MappingCheck } from '../check/mapping-verdict';

/** Match / PossibleMatch / NoMatch with the checker's message beside it. */
export const TypeBadge = memo(function TypeBadge({ result }: { result: MappingCheck | undefined }) {
  const { t } = useI18n();
  if (!result) return null;
  return (
    <span className="type-check" data-testid="mapping-check" data-verdict={result.verdict}>
      <span className={`badge check-${result.verdict}`} title={result.message}>
        {t(`check.${result.verdict}`)}
      </span>
      {result.verdict !== 'Match' && <small className="check-message">{result.message}</small>}
    </span>
  );
});
