import { describe, expect, it } from 'vitest';
import { buildGeolocationUrl } from './geolocation-url.ts';
import { firstLanguageTag, isTrackingDeclined } from './privacy-signals.ts';

describe('isTrackingDeclined', () => {
  it.each([
    ['no signal', {}, false],
    ['DNT: 1', { doNotTrack: '1' }, true],
    ['DNT: 0', { doNotTrack: '0' }, false],
    ['Sec-GPC: 1', { globalPrivacyControl: '1' }, true],
    ['both off', { doNotTrack: '0', globalPrivacyControl: null }, false],
    ['DNT with spaces', { doNotTrack: ' 1 ' }, true],
  ])('%s', (_case, signals, declined) => {
    expect(isTrackingDeclined(signals)).toBe(declined);
  });
});

describe('firstLanguageTag', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-FR'],
    ['en', 'en'],
    ['*', null],
    ['', null],
    [undefined, null],
    ['<script>', null],
  ])('%s gives %s', (header, tag) => {
    expect(firstLanguageTag(header)).toBe(tag);
  });
});

describe('buildGeolocationUrl', () => {
  it.each([
    ['https://ipapi.co/{ip}/json/', '81.2.69.142', 'https://ipapi.co/81.2.69.142/json/'],
    ['https://geo.example/lookup?ip={ip}', '2001:4860::1', 'https://geo.example/lookup?ip=2001%3A4860%3A%3A1'],
  ])('%s', (template, address, url) => {
    expect(buildGeolocationUrl(template, address)).toBe(url);
  });
});
