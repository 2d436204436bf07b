import { memo, useState, type ReactNode } from 'react';
import { visibleRange } from './virtual-range';

/** A fixed-row-height list that renders only the rows in view. */
export const VirtualList = memo(function VirtualList<T>({
  items,
  rowHeight,
  height,
  render,
}: {
  items: readonly T[];
  rowHeight: number;
  height: number;
  render: (item: T, index: number) => ReactNode;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, height, rowHeight, items.length);
  return (
    <div className="virtual-list" style={{ height: Math.min(height, items.length * rowHeight), overflowY: 'auto' }} onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}>
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, i) => (
          <div key={start + i} className="virtual-row" style={{ position: 'absolute', top: (start + i) * rowHeight, height: rowHeight, left: 0, right: 0 }}>
            {render(item, start + i)}
          </div>
        ))}
      </div>
    </div>
  );
}) as <T>(props: { items: readonly T[]; rowHeight: number; height: number; render: (item: T, index: number) => ReactNode }) => ReactNode;
