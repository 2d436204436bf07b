import { memo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { CheckResult } from './type-check';

/** Match / PossibleMatch / NoMatch with the checker's message as its title. */
export const TypeBadge = memo(function TypeBadge({ result }: { result: CheckResult | null }) {
  const { t } = useI18n();
  if (!result) return null;
  return (
    <span className={`badge check-${result.status}`} title={result.message}>
      {t(`check.${result.status}`)}
    </span>
  );
});
