import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts of confirm dialogs (`modals.open…`) and toasts (`notifications.show`). Both read module-level stores, so
 * they mount a moment after the first paint from this chunk without losing a message (app entry budget, DESIGN.md).
 */
export function OverlayHosts() {
  return (
    <>
      <ModalsProvider />
      {/* Below the fixed header (AppShell sets --app-shell-header-height), never over its icons. */}
      <Notifications position="top-right" limit={4} className="sl-notifications" />
    </>
  );
}
