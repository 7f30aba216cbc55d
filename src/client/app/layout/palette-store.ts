import { createSpotlight } from '@mantine/spotlight';

/** The command palette's own store: `palette.open()` from the top bar, Ctrl/Cmd+K anywhere. */
export const [paletteStore, palette] = createSpotlight();
