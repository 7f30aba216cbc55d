import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterPaint } from './use-focus-after-paint.ts';

function Screen({ other = false }: { other?: boolean }) {
  const ref = useFocusAfterPaint<HTMLInputElement>();
  return (
    <>
      <input aria-label="Search" ref={ref} />
      {other && <input aria-label="Other" />}
    </>
  );
}

describe('useFocusAfterPaint', () => {
  it('focuses the field after the commit, not during it', async () => {
    render(<Screen />);
    const field = screen.getByLabelText('Search');
    expect(field).not.toHaveFocus();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('leaves the focus where the user put it meanwhile', async () => {
    render(<Screen other />);
    const other = screen.getByLabelText('Other');
    other.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other).toHaveFocus();
    expect(screen.getByLabelText('Search')).not.toHaveFocus();
  });
});
