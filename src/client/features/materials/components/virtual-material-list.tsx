import { Skeleton, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { MaterialRow, type MaterialRowData } from './material-row.tsx';
import { observeRectAfterLayout } from '../../../lib/observe-rect-after-layout.ts';

const ROW_HEIGHT = 52;
/** The list's height: the window's less the header and filters above it (300 px), at least 360 px. */
const LIST_HEIGHT = 'calc(100dvh - 300px)';
const LIST_MIN_HEIGHT = 360;

/** The list's size before the browser has laid it out, from its CSS height (reading the window's size forces nothing). */
function estimatedListRect() {
  return { width: window.innerWidth, height: Math.max(LIST_MIN_HEIGHT, window.innerHeight - 300) };
}

type VirtualMaterialListProps = {
  items: readonly MaterialRowData[];
  /** How many rows exist; those not loaded yet show a skeleton while they load. */
  total: number;
  onNeedMore?: () => void;
  label: string;
};

/** Only the rows on screen are rendered, so tens of thousands of materials scroll smoothly. */
export function VirtualMaterialList({ items, total, onNeedMore, label }: VirtualMaterialListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [initialRect] = useState(estimatedListRect);
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect,
    observeElementRect: observeRectAfterLayout,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNeedMore && lastIndex >= items.length - 20 && items.length < total) onNeedMore();
  }, [lastIndex, items.length, total, onNeedMore]);

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={label}
      style={{ height: LIST_HEIGHT, minHeight: LIST_MIN_HEIGHT, overflow: 'auto', contain: 'strict' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualRows.map((row) => {
          const material = items[row.index];
          return (
            <div
              key={row.key}
              role="listitem"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: row.size,
                transform: `translateY(${row.start}px)`,
              }}
            >
              {material ? (
                <MaterialRow material={material} />
              ) : (
                <Skeleton height={ROW_HEIGHT - 16} m={8} radius="sm" aria-hidden />
              )}
            </div>
          );
        })}
      </div>
      {total === 0 && (
        <Text c="dimmed" p="md">
          No material matches.
        </Text>
      )}
    </div>
  );
}
