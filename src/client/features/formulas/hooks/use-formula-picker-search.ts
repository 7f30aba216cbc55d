import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getFormulaPickerSearchQueryOptions } from '../api/get-formulas.ts';

/** A formula a picker already shows as chosen: its id and name, so its label stays whatever the search lists. */
type ChosenFormula = { id: string; name: string };

/** No filtering in the browser: the server has searched (name, ingredient, CAS, tag, date) and the list is its answer. */
export const KEEP_SERVER_OPTIONS: OptionsFilter = ({ options }) => options;

/**
 * A formula picker that searches the server as the user types (issue 34: a house has more formulas than a list can
 * hold): the text typed, the formulas matching it (newest first, `PICKER_SEARCH_LIMIT` of them, the previous answer
 * kept while the next one comes) and the chosen ones first, so their labels always show.
 */
export function useFormulaPickerSearch(chosen: readonly ChosenFormula[]) {
  const [searchText, setSearchText] = useState('');
  const [q] = useDebouncedValue(searchText.trim(), 150);
  // A single picker's text is the chosen formula's name once chosen: that is no search.
  const searched = chosen.some((formula) => formula.name === q) ? '' : q;
  const results = useQuery({ ...getFormulaPickerSearchQueryOptions(searched), placeholderData: keepPreviousData });
  const options = useMemo(() => {
    const chosenIds = new Set(chosen.map((formula) => formula.id));
    return [
      ...chosen.map((formula) => ({ value: formula.id, label: formula.name })),
      ...(results.data ?? [])
        .filter((formula) => !chosenIds.has(formula.id))
        .map((formula) => ({ value: formula.id, label: formula.name })),
    ];
  }, [chosen, results.data]);
  return {
    searchText,
    setSearchText,
    options,
    /** The first answer for no text: none means the workspace has no formula yet. */
    hasNoFormula: searched === '' && results.data?.length === 0,
    isSearching: results.isFetching,
    error: results.error,
  };
}
