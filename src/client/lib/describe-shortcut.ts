/** Whether the platform string names an Apple system, whose shortcuts use ⌘ rather than Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(platform);
}

/**
 * A shortcut's label as the user's keyboard reads: "⌘K" on a Mac, "Ctrl K" on Linux and Windows. `platform` is
 * `navigator.platform` by default (absent when the page is drawn at build time: Ctrl, the commoner keyboard).
 */
export function describeShortcut(
  key: string,
  platform: string = typeof navigator === 'undefined' ? '' : navigator.platform,
): string {
  return isApplePlatform(platform) ? `⌘${key}` : `Ctrl ${key}`;
}
