import { useHotkeys } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconArrowRight, IconSearch, IconSparkles } from '@tabler/icons-react';
import { openAssistant } from '../../lib/assistant-events.ts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { findPaletteRoutes } from '../../config/paths.ts';
import { useAuth } from '../../lib/use-auth.ts';

/** Ctrl/Cmd+K palette reaching every screen the user may open (admin screens only for admins). */
export function CommandPalette() {
  const navigate = useNavigate();
  const { signedIn, isAdmin } = useAuth();
  useHotkeys([['mod+K', () => spotlight.toggle()]], []);

  const actions = useMemo<SpotlightActionData[]>(
    () => [
      ...(signedIn
        ? [{ id: 'assistant', label: 'Ask the assistant', description: 'Chat about your materials and formulas', keywords: ['ai', 'assistant', 'chat', 'help'], leftSection: <IconSparkles size={16} stroke={1.5} aria-hidden />, onClick: openAssistant }]
        : []),
      ...findPaletteRoutes(signedIn, isAdmin)
        // Working screens first for signed-in users; public pages after.
        .sort((a, b) => Number(signedIn && a.guard === 'public') - Number(signedIn && b.guard === 'public'))
        .map((route) => ({
        id: route.id,
        label: route.title,
        description: route.path,
        keywords: [route.path, route.guard === 'admin' ? 'admin' : ''],
        leftSection: <IconArrowRight size={16} stroke={1.5} aria-hidden />,
        onClick: () => {
          if (route.landingEntry) window.location.assign(route.path);
          else navigate(route.path);
        },
      })),
    ],
    [signedIn, isAdmin, navigate],
  );

  return (
    <Spotlight
      actions={actions}
      shortcut={null}
      highlightQuery
      nothingFound="No screen matches"
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} stroke={1.5} />, placeholder: 'Jump to a screen…' }}
    />
  );
}
