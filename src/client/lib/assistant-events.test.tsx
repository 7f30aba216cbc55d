import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openAssistant, useOpenAssistantListener } from './assistant-events.ts';

function Listener({ onOpen }: { onOpen: () => void }) {
  useOpenAssistantListener(onOpen);
  return null;
}

/** As the app's shell: its own layout effect (the prerendered page's take-over) presses the assistant's button. */
function ShellPressingAtFirstCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(() => openAssistant(), []);
  return <>{children}</>;
}

describe('useOpenAssistantListener', () => {
  it("hears a press made in the commit that mounts it (the take-over's replay of an early click)", () => {
    const onOpen = vi.fn();
    render(
      <ShellPressingAtFirstCommit>
        <Listener onOpen={onOpen} />
      </ShellPressingAtFirstCommit>,
    );
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const onOpen = vi.fn();
    const view = render(<Listener onOpen={onOpen} />);
    view.unmount();
    openAssistant();
    expect(onOpen).not.toHaveBeenCalled();
  });
});
