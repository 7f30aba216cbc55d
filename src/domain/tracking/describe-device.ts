export type DeviceInfo = {
  deviceType: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  os: string;
  isMobile: boolean;
  isBot: boolean;
};

/** Device info (spec section 3) read from a user-agent string; unknown parts are 'Other'. */
export function describeDevice(userAgent: string): DeviceInfo {
  const ua = userAgent.toLowerCase();
  const isBot = /bot|crawler|spider|crawling|headless|lighthouse/.test(ua);
  const isTablet = /ipad|tablet/.test(ua) || (ua.includes('android') && !ua.includes('mobile'));
  const isMobile = !isTablet && /mobi|iphone|android/.test(ua);
  const browser = ua.includes('edg/')
    ? 'Edge'
    : ua.includes('firefox/')
      ? 'Firefox'
      : ua.includes('chrome/') || ua.includes('chromium/')
        ? 'Chrome'
        : ua.includes('safari/')
          ? 'Safari'
          : 'Other';
  const os = /iphone|ipad|ios/.test(ua)
    ? 'iOS'
    : ua.includes('android')
      ? 'Android'
      : ua.includes('mac os')
        ? 'macOS'
        : ua.includes('windows')
          ? 'Windows'
          : ua.includes('linux')
            ? 'Linux'
            : 'Other';
  return { deviceType: isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop', browser, os, isMobile, isBot };
}
