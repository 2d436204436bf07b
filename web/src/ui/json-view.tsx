import { memo, useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { VirtualList } from './virtual-list';
import { pageOf } from './virtual-range';

const PAGE_SIZE = 1000;

/** Copies the value, as indented JSON, to the clipboard. */
function CopyJson({ value }: { value: unknown }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(JSON.stringify(value, null, 2) ?? 'null').then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" className="link copy-json" onClick={copy}>
      {copied ? t('json.copied') : t('json.copy')}
    </button>
  );
}

/** Shows a value as JSON (with a copy button); a long list is paged (1,000 per page) and each page virtualised per row. */
export const JsonView = memo(function JsonView({ value }: { value: unknown }) {
  const { t } = useI18n();
  const [page, setPage] = useState(0);
  const list = Array.isArray(value) && value.length > 50 ? value : null;
  const current = useMemo(() => (list ? pageOf(list, page, PAGE_SIZE) : null), [list, page]);
  if (!list || !current) {
    return (
      <div className="json-block">
        <CopyJson value={value} />
        <pre className="json">{JSON.stringify(value, null, 2) ?? 'null'}</pre>
      </div>
    );
  }
  return (
    <div className="json-list">
      <div className="row">
        <span className="muted">{t('runs.items', { count: list.length })}</span>
        <span className="spacer" />
        <CopyJson value={value} />
        <button type="button" disabled={current.page === 0} onClick={() => setPage(current.page - 1)}>
          ‹
        </button>
        <span>
          {current.page + 1} / {current.pages}
        </span>
        <button type="button" disabled={current.page >= current.pages - 1} onClick={() => setPage(current.page + 1)}>
          ›
        </button>
      </div>
      <VirtualList
        items={current.items}
        rowHeight={22}
        height={360}
        render={(item, i) => (
          <code className="json-row">
            <span className="muted">{current.page * PAGE_SIZE + i}</span> {JSON.stringify(item)}
          </code>
        )}
      />
    </div>
  );
});
