import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/paths.ts';
import { ADMIN_SCREENS } from './admin-screens.ts';

// Issue 35 item 17: every admin screen of the spec is reachable from the Admin Tools hub and the sidebar.
describe('ADMIN_SCREENS (the Admin Tools hub and the sidebar’s Admin Tools section)', () => {
  it.each([
    ['the enrichment dashboard', ROUTES.adminEnrichmentDashboard.path],
    ['the server dashboard', ROUTES.adminServerDashboard.path],
    ['the material groups', ROUTES.adminMaterialGroups.path],
  ])('lists %s', (_label, path) => {
    expect(ADMIN_SCREENS.map((screen) => screen.path)).toContain(path);
  });
});
