/**
 * Does the browser ask not to be tracked? Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`).
 * Sillage honours both: nothing about such a visit is recorded (see /privacy and ADR 022).
 */
export function isTrackingDeclined(signals: { doNotTrack?: string | null; globalPrivacyControl?: string | null }) {
  return signals.doNotTrack?.trim() === '1' || signals.globalPrivacyControl?.trim() === '1';
}

/** The first language tag of an Accept-Language header (`fr-FR,fr;q=0.9` gives `fr-FR`), or null. */
export function firstLanguageTag(acceptLanguage: string | null | undefined): string | null {
  const tag = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return tag && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : null;
}
