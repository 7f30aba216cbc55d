import { Alert } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useContext, useState, type ReactNode } from 'react';
import { SettingsContext } from '../lib/settings-context.ts';

const DISMISSED_KEY = 'sillage.dismissed-tips';

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A contextual tip on a screen (Settings → Preferences → Show tips, on by default): shown until the user closes it
 * (remembered in this browser), and never while tips are off.
 */
export function ScreenTip({ id, children }: { id: string; children: ReactNode }) {
  const showTips = useContext(SettingsContext)?.settings.showTips ?? true;
  const [dismissed, setDismissed] = useState(() => readDismissed().includes(id));
  if (!showTips || dismissed) return null;
  return (
    <Alert
      variant="light"
      // The theme's accent, lightly: a tip is a quiet aside, not an alert (saturated blue on the warm palette, navy in dark).
      color="accent"
      icon={<IconBulb size={18} />}
      title="Tip"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      withCloseButton
      closeButtonLabel="Close the tip"
      onClose={() => {
        setDismissed(true);
        try {
          localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...readDismissed(), id])]));
        } catch {
          // Storage unavailable: closed for this visit only.
        }
      }}
      data-testid={`tip-${id}`}
    >
      {children}
    </Alert>
  );
}
