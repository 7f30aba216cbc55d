/**
 * Per-request text in a page drawn at build time (the prerendered signed-in shell, ADR 046): the build writes a token
 * where the user's name, the avatar's initial, the day, the greeting or the opened formula's name go, and the server fills each token with
 * HTML-escaped text, in one pass (a filled value is never read again for tokens).
 */
export const PAGE_SLOTS = ['name', 'initial', 'day', 'greeting', 'formula'] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

export const slotToken = (slot: PageSlot): string => `{{sl:${slot}}}`;

const TOKEN = /\{\{sl:([a-z]+)\}\}/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replaceAll(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The page with every slot token replaced by its value, escaped; a token naming no known slot is left out. */
export function fillPageSlots(html: string, values: Readonly<Record<PageSlot, string>>): string {
  return html.replaceAll(TOKEN, (_token, slot: string) =>
    (PAGE_SLOTS as readonly string[]).includes(slot) ? escapeHtml(values[slot as PageSlot]) : '',
  );
}

/** The name the dashboard greets a user by (its header: the name, else the e-mail's local part). */
export const greetingName = (user: { name?: string | null; email: string }): string =>
  user.name || user.email.split('@')[0] || '';

/** The avatar's letter (the user menu's button: the e-mail's first character, upper-cased). */
export const avatarInitial = (email: string): string => email.slice(0, 1).toUpperCase();
