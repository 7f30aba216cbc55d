import { Anchor } from '@mantine/core';
import { IconBottle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ROUTES } from '../../../config/paths.ts';

/** Shown while no perfume catalogue is imported: says how to fill it. */
export function CatalogueEmptyState({ title = 'No perfume catalogue imported yet' }: { title?: string }) {
  return (
    <EmptyState
      icon={IconBottle}
      title={title}
      description={
        <>
          Trends and the perfume library come from a real catalogue. An administrator imports the Parfumo catalogue
          (about 59,000 perfumes) on{' '}
          <Anchor component={Link} to={ROUTES.fragranticaAutomation.path}>
            Perfume Catalogue Import
          </Anchor>
          ; the trends are computed right after.
        </>
      }
    />
  );
}
