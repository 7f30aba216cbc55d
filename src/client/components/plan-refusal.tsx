import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The server's refusal of a feature the plan lacks, with the way to the plans (its `details.upgradeUrl`). */
export function PlanRefusal({ message, upgradeUrl = '/pricing' }: { message: string; upgradeUrl?: string }) {
  return (
    <span>
      {message}{' '}
      <Anchor component={Link} to={upgradeUrl} inherit>
        See the plans
      </Anchor>
    </span>
  );
}
