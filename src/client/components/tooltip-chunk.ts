// Mantine's Tooltip as its own chunk (shell-tooltip.tsx), so Floating UI stays out of the app entry.
export { Tooltip } from '@mantine/core';
