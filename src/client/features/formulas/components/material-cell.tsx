import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { useMaterialSearch } from '../../materials/hooks/use-material-search.ts';
import { searchMaterials, type MaterialOption } from '../api/search-materials.ts';

const SEARCH_DELAY_MS = 90;

/**
 * Suggestions from the in-browser index (useMaterialSearch, within a frame); while the index loads, from the
 * server search (debounced). Nothing is searched until the user types.
 */
function useMaterialOptions(query: string, enabled: boolean): MaterialOption[] {
  const text = enabled ? query.trim() : '';
  const local = useMaterialSearch(text, { limit: 8 });
  const [remote, setRemote] = useState<MaterialOption[]>([]);
  useEffect(() => {
    if (text.length === 0 || local.isReady) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMaterials(text, controller.signal).then(setRemote, () => {});
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, local.isReady]);
  if (text.length === 0) return [];
  return local.isReady ? local.items : remote;
}

/**
 * The material cell: shows the name (and CAS); while editing, an autocomplete over the library and the
 * user's materials by name, synonym or CAS. Up/Down/Enter/Escape stay in the list while it is open; Escape
 * reverts to the value at edit start; free text is kept as a name without a library match.
 */
function MaterialCell({ rowData, setRowData, focus, active, stopEditing, rowIndex }: CellProps<FormulaRow, null>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const startValue = useRef(rowData.name);
  const [text, setText] = useState(rowData.name);
  const [highlight, setHighlight] = useState(0);
  const [typed, setTyped] = useState(false);
  const options = useMaterialOptions(text, focus && typed);
  const listOpen = focus && typed && options.length > 0;

  useLayoutEffect(() => {
    if (focus) {
      startValue.current = rowData.name;
      setText(rowData.name);
      setTyped(false);
      setHighlight(0);
      inputRef.current?.focus();
      inputRef.current?.select();
    } else {
      inputRef.current?.blur();
    }
    // Only when editing starts or stops.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const choose = (option: MaterialOption) => {
    setRowData({ ...rowData, name: option.name, materialId: option.id, cas: option.cas });
    setText(option.name);
    setTyped(false);
    stopEditing({ nextRow: false });
  };
  const commitText = () => {
    if (text !== rowData.name) setRowData({ ...rowData, name: text.trim(), materialId: null, cas: null });
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setHighlight((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setHighlight((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      // Handled here: the grid must not see this Enter and start editing again.
      event.preventDefault();
      event.stopPropagation();
      const option = options[highlight];
      if (listOpen && option) choose(option);
      else {
        commitText();
        stopEditing({ nextRow: true });
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (listOpen) setTyped(false);
      else {
        setText(startValue.current);
        if (rowData.name !== startValue.current) setRowData({ ...rowData, name: startValue.current });
        stopEditing({ nextRow: false });
      }
    } else if (event.key === 'Tab') {
      commitText();
      stopEditing({ nextRow: false });
    }
  };

  const rect = listOpen ? inputRef.current?.getBoundingClientRect() : undefined;
  return (
    <div className="formula-material-cell">
      {focus ? (
        <input
          ref={inputRef}
          className="dsg-input"
          aria-label={`Material, line ${rowIndex + 1}`}
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={`material-options-${rowIndex}`}
          aria-autocomplete="list"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setHighlight(0);
          }}
          onBlur={commitText}
          onKeyDown={handleKeyDown}
        />
      ) : (
        <span className="formula-material-name" data-active={active || undefined}>
          {rowData.name || <span className="formula-cell-hint">{rowIndex === 0 ? 'Type a material, synonym or CAS' : ''}</span>}
          {rowData.name && !rowData.materialId && <span className="formula-cell-hint" title="Not matched to the library: no compliance check for this line"> · not in library</span>}
        </span>
      )}
      {listOpen &&
        rect &&
        createPortal(
          <ul id={`material-options-${rowIndex}`} role="listbox" aria-label="Materials" className="formula-autocomplete" style={{ top: rect.bottom + 2, left: rect.left, minWidth: Math.max(rect.width, 320) }}>
            {options.map((option, index) => (
              <li
                key={option.id}
                role="option"
                aria-selected={index === highlight}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setHighlight(index)}
              >
                <span>{option.name}</span>
                <span className="formula-cell-hint">
                  {option.matchedSynonym ? `${option.matchedSynonym} · ` : ''}
                  {option.cas ?? ''}
                  {option.isOwn ? ' · mine' : ''}
                </span>
              </li>
            ))}
          </ul>,
          document.body,
        )}
    </div>
  );
}

export const materialColumn: Column<FormulaRow, null, string> = {
  id: 'material',
  title: 'Material',
  component: MaterialCell,
  keepFocus: true,
  disableKeys: true,
  basis: 260,
  grow: 3,
  minWidth: 200,
  deleteValue: ({ rowData }) => ({ ...rowData, name: '', materialId: null, cas: null }),
  copyValue: ({ rowData }) => rowData.name,
  pasteValue: ({ rowData, value }) => ({ ...rowData, name: value.trim(), materialId: null, cas: null }),
  isCellEmpty: ({ rowData }) => rowData.name === '',
};
