import { queryClient } from '../../../lib/query-client.ts';
import { formulaDetailKey, type Formula } from './get-formula.ts';

let pageName: { id: string; name: string } | null | undefined;

/**
 * The name the server wrote into the prerendered page for the formula the page was opened at (app-page.ts), read
 * once, before the app takes the page over and removes it; null on any other page.
 */
function readPageFormulaName(): { id: string; name: string } | null {
  if (pageName !== undefined) return pageName;
  const element = document.querySelector('#sl-prerendered [data-sl-formula-name]');
  const id = new URLSearchParams(window.location.search).get('id');
  pageName = element && id && window.location.pathname === '/formula' ? { id, name: element.textContent ?? '' } : null;
  return pageName;
}

/**
 * The name of the formula `id` while the editor opens it: the formula's own if it is already read (a link's
 * prefetch), else the one the page was drawn with, else empty. Reads nothing from the server.
 */
export function openingFormulaName(id: string | null): string {
  const cached = queryClient.getQueryData<Formula>(formulaDetailKey(id ?? ''));
  if (!id) return '';
  if (cached) return cached.name;
  const page = readPageFormulaName();
  return page?.id === id ? page.name : '';
}
