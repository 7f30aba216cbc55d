import { UsagePolicy } from '../../../features/tracking/components/usage-policy.tsx';
import { MarketingScreen } from './marketing-screen.tsx';

/** /privacy: what Sillage stores, with the usage records spelled out (retention as the instance sets it). */
export function PrivacyScreen() {
  return (
    <MarketingScreen pageId="privacy">
      <UsagePolicy />
    </MarketingScreen>
  );
}
