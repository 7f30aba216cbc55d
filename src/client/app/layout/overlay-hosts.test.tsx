import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayHosts } from './overlay-hosts.tsx';

afterEach(() => vi.useRealTimers());

// Spec section 9 (Timers): status messages auto-clear after 5 s.
describe('status toasts', () => {
  it('stay for 5 s, not Mantine’s default 4 s, and are gone after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    render(
      <MantineProvider>
        <OverlayHosts />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Item removed' });
    });
    expect(screen.getByText('Item removed')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_500);
    });
    expect(screen.queryByText('Item removed')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.queryByText('Item removed')).toBeNull();
  });
});
