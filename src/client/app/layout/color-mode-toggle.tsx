import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { ShellTooltip } from '../../components/shell-tooltip.tsx';
import { useSettings } from '../../lib/settings-context.ts';

export function ColorModeToggle() {
  const { resolvedMode, updateSettings } = useSettings();
  const next = resolvedMode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <ShellTooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={() => void updateSettings({ themeMode: next }).catch(() => {})}
      >
        {resolvedMode === 'dark' ? <IconSun size={19} stroke={1.5} /> : <IconMoon size={19} stroke={1.5} />}
      </ActionIcon>
    </ShellTooltip>
  );
}
