import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../config/paths.ts';

/** The top bar's BETA badge for beta testers, linking to the beta programme (top-bar.tsx loads it on demand). */
export function BetaBadge() {
  return (
    <Badge
      component={Link}
      to={ROUTES.beta.path}
      variant="outline"
      color="accent"
      size="sm"
      style={{ cursor: 'pointer' }}
    >
      BETA
    </Badge>
  );
}
