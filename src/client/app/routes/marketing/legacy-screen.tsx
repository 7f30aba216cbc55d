import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { SWITCHED_TO_LEGACY, takeFrontPageSwitch } from '../../layout/front-page-switch.ts';
import { MarketingScreen } from './marketing-screen.tsx';

/** The legacy front page: the classic marketing home inside the app shell. */
export function LegacyScreen() {
  useEffect(() => {
    if (takeFrontPageSwitch('legacy')) notifications.show({ message: SWITCHED_TO_LEGACY });
  }, []);
  return <MarketingScreen pageId="home" />;
}
