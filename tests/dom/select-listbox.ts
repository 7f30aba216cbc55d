import { waitFor } from '@testing-library/react';

/**
 * The listbox a Select opened (the one its input's `aria-controls` names), awaited: a missing one fails the wait
 * (a `waitFor` whose callback returns null passes at once, and the test then failed far from the cause).
 */
export function selectListbox(input: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error(`the dropdown of "${input.getAttribute('aria-label') ?? input.id}" is not open`);
    return listbox;
  });
}
