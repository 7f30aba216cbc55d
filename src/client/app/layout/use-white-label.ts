import { useEffect } from 'react';
import { useBranding } from '../../features/subscriptions/api/billing-api.ts';

export type ShellBrand = { name: string; logoDataUrl: string | null; accentColor: string | null };

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
function contrastOn(hex: string): string {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.18 ? '#111111' : '#ffffff';
}

/** An enterprise user's white-label brand: its accent replaces Sillage's across the shell; name and logo for the top bar. */
export function useWhiteLabel(userId: string | undefined): ShellBrand {
  const branding = useBranding(userId).data?.branding ?? null;
  const accent = branding?.accentColor ?? null;
  useEffect(() => {
    if (!accent || !/^#[0-9a-fA-F]{6}$/.test(accent)) return;
    // A stylesheet rule marked important outranks the theme's inline variables on <html>, whatever theme is applied later.
    const style = document.createElement('style');
    style.dataset.slBrand = '';
    style.textContent = `:root { --sl-accent: ${accent} !important; --sl-accent-contrast: ${contrastOn(accent)} !important; }`;
    document.head.append(style);
    return () => style.remove();
  }, [accent]);
  return { name: branding?.brandName ?? 'Sillage', logoDataUrl: branding?.logoDataUrl ?? null, accentColor: accent };
}
