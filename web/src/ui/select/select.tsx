import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { filterOptions, selectPlacement, type Placement, type SelectOption } from './select-placement';

export type { SelectOption };

/**
 * A searchable select: "Please select" placeholder, "No results found" when nothing
 * matches, the overflow text when more options match than are shown; the list is at most 40% of
 * the viewport high and opens upward when less than 200 px are free below.
 */
export const Select = memo(function Select({
  value,
  options,
  onChange,
  label,
  limit = 100,
  disabled,
  testId,
}: {
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  label: string;
  limit?: number;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [placement, setPlacement] = useState<Placement>({ direction: 'down', maxHeight: 300 });
  const root = useRef<HTMLDivElement>(null);
  const { visible, more } = useMemo(() => filterOptions(options, query, limit), [options, query, limit]);
  const current = options.find((o) => o.value === value);

  useLayoutEffect(() => {
    if (!open || !root.current) return;
    const rect = root.current.getBoundingClientRect();
    setPlacement(selectPlacement(rect, window.innerHeight));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((a) => Math.min(a + 1, visible.length - 1));
    else if (event.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (event.key === 'Enter') choose(visible[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="select" ref={root} data-testid={testId}>
      <button
        type="button"
        className="select-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={label}
        disabled={disabled}
        onClick={() => (setOpen((o) => !o), setActive(0))}
      >
        {current ? current.label : <span className="muted">{t('select.placeholder')}</span>}
        <span aria-hidden>▾</span>
      </button>
      {open && (
        <div className={`select-dropdown ${placement.direction}`} style={{ maxHeight: placement.maxHeight }}>
          <input
            autoFocus
            className="select-search"
            value={query}
            aria-label={t('common.search')}
            aria-controls={id}
            placeholder={t('common.search')}
            onChange={(e) => (setQuery(e.target.value), setActive(0))}
            onKeyDown={onKeyDown}
          />
          <ul role="listbox" id={id} className="select-options">
            {visible.map((option, i) => (
              <li
                key={option.value}
                role="option"
                aria-selected={option.value === value}
                className={i === active ? 'active' : undefined}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => (e.preventDefault(), choose(option))}
              >
                {option.label}
                {option.hint && <span className="muted"> {option.hint}</span>}
              </li>
            ))}
          </ul>
          {visible.length === 0 && <p className="select-note">{t('select.empty')}</p>}
          {more && <p className="select-note">{t('select.more')}</p>}
        </div>
      )}
    </div>
  );
});
