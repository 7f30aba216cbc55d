import { currencyForLocale } from '../../../../domain/pricing/currency-for-locale.ts';
import { useSettings } from '../../../lib/settings-context.ts';

/** The currency prices are shown in: the company's (Settings → Company), else the one the browser's locale suggests. */
export function useDisplayCurrency(): { currency: string; fromLocale: boolean } {
  const { settings } = useSettings();
  if (settings.companyCurrency) return { currency: settings.companyCurrency, fromLocale: false };
  const locale = typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language ?? '');
  return { currency: currencyForLocale(locale), fromLocale: true };
}
