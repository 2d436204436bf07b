import { memo, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { ReferenceNode } from './reference-tree';

const samePath = (a: (string | number)[], b: (string | number)[]) => a.length === b.length && a.every((s, i) => s === b[i]);

const TreeItem = memo(function TreeItem({ node, path, onPick }: { node: ReferenceNode; path: (string | number)[]; onPick: (p: (string | number)[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      {node.children.length > 0 && (
        <button type="button" className="link twisty" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? '▾' : '▸'}
        </button>
      )}
      <button type="button" className={samePath(node.path, path) ? 'link picked' : 'link'} onClick={() => onPick(node.path)}>
        {node.label}
      </button>
      {node.type && <small className="muted mono"> {node.type}</small>}
      {open && (
        <ul>
          {node.children.map((child) => (
            <TreeItem key={child.label} node={child} path={path} onPick={onPick} />
          ))}
        </ul>
      )}
    </li>
  );
});

/** Shows the referenced path and a tree of earlier steps' outputs to pick another one. */
export const ReferencePicker = memo(function ReferencePicker({
  path,
  tree,
  onChange,
}: {
  path: (string | number)[];
  tree: ReferenceNode[];
  onChange: (path: (string | number)[]) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(path.join('.'));
  const fromText = (value: string) => {
    setText(value);
    const segments = value.split('.').filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    if (segments.length > 0) onChange(segments);
  };
  return (
    <div className="reference">
      <div className="row">
        <input value={text} onChange={(e) => fromText(e.target.value)} aria-label={t('expr.reference')} className="mono" />
        <button type="button" className="link" onClick={() => setOpen((o) => !o)} title={t('expr.pickReference')}>
          ⌄
        </button>
      </div>
      {open && (
        <ul className="reference-tree">
          {tree.map((node) => (
            <TreeItem
              key={node.label}
              node={node}
              path={path}
              onPick={(p) => {
                setText(p.join('.'));
                onChange(p);
                setOpen(false);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
});
