import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type PointerEvent,
  type PointerEventHandler,
  type ReactElement,
} from 'react';
import { deferredComponent, whenIdle } from '../lib/load-on-demand.tsx';

const Tooltip = deferredComponent<TooltipProps>(() => import('./tooltip-chunk.ts').then((module) => module.Tooltip));

let idleFetchAsked = false;

type TargetProps = { onPointerEnter?: PointerEventHandler; onPointerLeave?: PointerEventHandler };

/**
 * Mantine's Tooltip for the shell (top bar, sidebar rail, feedback button), made the first time a mouse points at
 * its target: Floating UI stays out of the app entry (its chunk is fetched when the browser is idle), and no tooltip
 * is built for the screen's first render. Mounting every shell tooltip when the chunk arrived cost a phone's main
 * thread about 57 ms at 4× CPU on /materials (issue 34). The target is never replaced: the tooltip is drawn beside it
 * (Mantine's `target`), opened while the mouse is over it, as Mantine's own (hover by mouse, not touch or focus).
 */
export function ShellTooltip({ children, ...props }: TooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (idleFetchAsked) return;
    idleFetchAsked = true;
    whenIdle(() => void Tooltip.preload().catch(() => {}));
  }, []);
  if (!isValidElement<TargetProps>(children)) return children;
  const own = children.props;
  const pointed = cloneElement(children as ReactElement<TargetProps>, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      // Fetched now if the browser has not been idle yet: the tooltip shows when its chunk is here.
      void Tooltip.preload().catch(() => {});
      setTarget(event.currentTarget as HTMLElement);
      setOpened(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      own.onPointerLeave?.(event);
      setOpened(false);
    },
  });
  return (
    <>
      {pointed}
      {target && <Tooltip {...props} target={target} opened={opened} fallback={null} />}
    </>
  );
}
