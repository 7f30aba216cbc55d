import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../config/paths.ts';

/** The server's refusal of a feature the plan lacks, with the way to the plans (its `details.upgradeUrl`). */
export function PlanRefusal({ message, upgradeUrl = ROUTES.pricing.path }: { message: string; upgradeUrl?: string }) {
  return (
    <span>
      {message}{' '}
      <Anchor component={Link} to={upgradeUrl} inherit>
        See the plans
      </Anchor>
    </span>
  );
}
