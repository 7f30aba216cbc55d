import { Button, Group } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { matchRoute } from '../../config/paths.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { AREA_DESCRIPTIONS } from './area-descriptions.ts';

/** A screen whose data arrives with a later release: its title and what will be there. */
export function AreaScreen() {
  const { pathname } = useLocation();
  const { isAdmin } = useAuth();
  const route = matchRoute(pathname);
  const title = route?.title ?? 'Sillage';
  const description = (route && AREA_DESCRIPTIONS[route.id]) ?? 'This area of Sillage has no content yet.';
  const mentionsImport = description.includes('/populator') || description.includes('import');
  return (
    <EmptyState title={title} description={description} icon={IconSparkles}>
      <Group>
        <Button component={Link} to="/dashboard" variant="default">
          Back to dashboard
        </Button>
        {isAdmin && mentionsImport && (
          <Button component={Link} to="/populator" variant="light">
            Open reference data import
          </Button>
        )}
      </Group>
    </EmptyState>
  );
}
