/**
 * The root of every materials query key. The request files own their keys (`['materials', …]`); a write that changes
 * materials invalidates this root so the lists, details, families and the search all refresh.
 */
export const MATERIALS_ROOT_KEY = ['materials'] as const;
