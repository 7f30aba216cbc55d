import { Badge } from '@mantine/core';
import { Link } from 'react-router';

/** The top bar's BETA badge for beta testers, linking to the beta programme (top-bar.tsx loads it on demand). */
export function BetaBadge() {
  return (
    <Badge component={Link} to="/beta" variant="outline" color="accent" size="sm" style={{ cursor: 'pointer' }}>
      BETA
    </Badge>
  );
}
