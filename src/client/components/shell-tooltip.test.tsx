import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/dom/render-app.tsx';
import { ShellTooltip } from './shell-tooltip.tsx';

function renderButton() {
  renderApp(
    <ShellTooltip label="Open the assistant">
      <button type="button">Assistant</button>
    </ShellTooltip>,
  );
  return screen.getByRole('button', { name: 'Assistant' });
}

describe('ShellTooltip', () => {
  it('builds no tooltip until a mouse points at its target, then shows its label beside the same element', async () => {
    const button = renderButton();
    expect(screen.queryByText('Open the assistant')).not.toBeInTheDocument();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(await screen.findByText('Open the assistant')).toBeInTheDocument();
    // The target was not replaced to put the tooltip on it (a focused or pressed button would be lost).
    expect(screen.getByRole('button', { name: 'Assistant' })).toBe(button);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByText('Open the assistant')).not.toBeInTheDocument());
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(await screen.findByText('Open the assistant')).toBeInTheDocument();
  });

  it('shows nothing for a touch, as Mantine does not', async () => {
    const button = renderButton();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Open the assistant')).not.toBeInTheDocument();
  });

  it("keeps the target's own pointer handlers", () => {
    const seen: string[] = [];
    renderApp(
      <ShellTooltip label="Shopping list">
        <button type="button" onPointerEnter={() => seen.push('enter')} onPointerLeave={() => seen.push('leave')}>
          Cart
        </button>
      </ShellTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Cart' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(seen).toEqual(['enter', 'leave']);
  });
});
