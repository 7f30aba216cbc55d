import { notifications, type NotificationData } from '@mantine/notifications';
import { useCallback, useContext, useRef } from 'react';
import { SettingsContext } from './settings-context.ts';

/**
 * Shows a toast for an event the user did not cause on this screen (a plan changed elsewhere, another tab deleted a
 * formula) only while Settings → Preferences → Notifications is on (spec section 4: notificationsEnabled, on by
 * default). The returned function is stable, so event listeners need not reconnect when the setting changes.
 */
export function useBackgroundToasts(): (toast: NotificationData) => void {
  const settings = useContext(SettingsContext)?.settings;
  const enabled = useRef(true);
  enabled.current = settings?.notificationsEnabled ?? true;
  return useCallback((toast: NotificationData) => {
    if (enabled.current) notifications.show(toast);
  }, []);
}
