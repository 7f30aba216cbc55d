import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'desktop',
      'Chrome',
      'Windows',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
      'Safari',
      'iOS',
      false,
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      'tablet',
      'Safari',
      'iOS',
      false,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'desktop', 'Firefox', 'Linux', false],
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'desktop', 'Other', 'Other', true],
  ])('%s', (ua, deviceType, browser, os, isBot) => {
    expect(describeDevice(ua)).toMatchObject({ deviceType, browser, os, isBot });
  });
});
