const EURO_REGIONS = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC MT NL PT SI SK SM VA'.split(' ');

/** Currency of a region (ISO 3166 → ISO 4217), for the regions this app is used in most. */
const REGION_CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR'])),
  US: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CN: 'CNY',
  HK: 'HKD',
  SG: 'SGD',
  IN: 'INR',
  KR: 'KRW',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  TR: 'TRY',
  AE: 'AED',
  ZA: 'ZAR',
};

/** A language without a region, where one currency is by far the most likely. */
const LANGUAGE_CURRENCIES: Record<string, string> = {
  fr: 'EUR',
  de: 'EUR',
  it: 'EUR',
  nl: 'EUR',
  fi: 'EUR',
  el: 'EUR',
  ja: 'JPY',
  ko: 'KRW',
  sv: 'SEK',
  da: 'DKK',
  nb: 'NOK',
  pl: 'PLN',
  cs: 'CZK',
  hu: 'HUF',
  tr: 'TRY',
};

export const FALLBACK_CURRENCY = 'USD';

/** The display currency a locale suggests ('en-GB' → GBP, 'fr' → EUR), US dollars when it suggests none. */
export function currencyForLocale(locale: string): string {
  const [language = '', ...rest] = locale.trim().split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  if (region && REGION_CURRENCIES[region]) return REGION_CURRENCIES[region];
  if (!region) return LANGUAGE_CURRENCIES[language.toLowerCase()] ?? FALLBACK_CURRENCY;
  return FALLBACK_CURRENCY;
}
