import { useEffect } from 'react';
import { useBranding } from '../../features/subscriptions/api/billing-api.ts';
import { useAuth } from '../../lib/use-auth.ts';

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

/**
 * The signed-in user's white-label brand (enterprise) or Sillage's: name and logo for the top bar, accent for the
 * shell. Read by the components that draw it (the logo, the page's title), not by the shell around them: the brand's
 * answer arriving re-renders them alone, not the whole shell (a synchronous render, issue 34).
 */
export function useWhiteLabel(): ShellBrand {
  const { signedIn, user } = useAuth();
  const branding = useBranding(signedIn ? user?.id : undefined).data?.branding ?? null;
  return {
    name: branding?.brandName ?? 'Sillage',
    logoDataUrl: branding?.logoDataUrl ?? null,
    accentColor: branding?.accentColor ?? null,
  };
}

/** The brand's accent replaces Sillage's across the shell while `accent` is a colour. */
export function useWhiteLabelAccent(accent: string | null): void {
  useEffect(() => {
    if (!accent || !/^#[0-9a-fA-F]{6}$/.test(accent)) return;
    // A stylesheet rule marked important outranks the theme's inline variables on <html>, whatever theme is applied later.
    const style = document.createElement('style');
    style.dataset.slBrand = '';
    style.textContent = `:root { --sl-accent: ${accent} !important; --sl-accent-contrast: ${contrastOn(accent)} !important; }`;
    document.head.append(style);
    return () => style.remove();
  }, [accent]);
}
