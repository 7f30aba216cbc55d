import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/** Status messages auto-clear after 5 s (spec section 9, Timers). */
export const STATUS_MESSAGE_MS = 5_000;

/**
 * The hosts of confirm dialogs (`modals.open…`) and toasts (`notifications.show`). Both read module-level stores, so
 * they mount a moment after the first paint from this chunk without losing a message (app entry budget, DESIGN.md).
 */
export function OverlayHosts() {
  return (
    <>
      <ModalsProvider />
      {/* Below the fixed header (AppShell sets --app-shell-header-height), never over its icons. */}
      {/* Status messages clear after 5 s (spec section 9); a toast that sets its own autoClose keeps it. */}
      <Notifications position="top-right" limit={4} autoClose={STATUS_MESSAGE_MS} className="sl-notifications" />
    </>
  );
}
