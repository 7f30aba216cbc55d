import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { useMaterialSearch } from '../../../lib/materials/use-material-search.ts';
import { searchMaterials, type MaterialOption } from '../api/search-materials.ts';
import { sameCellProps, useGridEditor } from './grid-edit-session.ts';

const SEARCH_DELAY_MS = 90;

/**
 * Suggestions from the in-browser index (useMaterialSearch, within a frame); while the index loads, from the
 * server search (debounced). Nothing is searched until the user types.
 */
function useMaterialOptions(query: string, enabled: boolean): { options: MaterialOption[]; answers: string } {
  const text = enabled ? query.trim() : '';
  const local = useMaterialSearch(text, { limit: 8 });
  const [remote, setRemote] = useState<{ query: string; items: MaterialOption[] }>({ query: '', items: [] });
  useEffect(() => {
    if (text.length === 0 || local.isReady) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMaterials(text, controller.signal).then(
        (items) => setRemote({ query: text, items }),
        () => {
          if (!controller.signal.aborted) setRemote({ query: text, items: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, local.isReady]);
  if (text.length === 0) return { options: [], answers: '' };
  return local.isReady
    ? { options: local.items, answers: local.answeredQuery }
    : { options: remote.items, answers: remote.query };
}

/**
 * The material cell: shows the name (and whether it is matched to the library). Cheap on purpose: a 300-row
 * formula renders dozens of them, and only the one being edited needs the autocomplete below.
 */
const MaterialCell = memo(function MaterialCell({
  rowData,
  setRowData,
  focus,
  active,
  stopEditing,
  rowIndex,
}: CellProps<FormulaRow, null>) {
  return (
    <div className="formula-material-cell">
      {focus ? (
        <MaterialEditor rowData={rowData} setRowData={setRowData} stopEditing={stopEditing} rowIndex={rowIndex} />
      ) : (
        <span className="formula-material-name" data-active={active || undefined} title={rowData.name || undefined}>
          {rowData.name || (
            <span className="formula-cell-hint">{rowIndex === 0 ? 'Type a material, synonym or CAS' : ''}</span>
          )}
          {rowData.name && !rowData.materialId && (
            <span
              className="formula-cell-hint"
              title="Not matched to the library: it counts in the total but cannot be checked, so certification is blocked"
            >
              {' '}
              · not in library
            </span>
          )}
        </span>
      )}
    </div>
  );
}, sameCellProps);

type EditorProps = Pick<CellProps<FormulaRow, null>, 'rowData' | 'setRowData' | 'stopEditing' | 'rowIndex'>;

/**
 * The material being edited: an autocomplete over the library and the user's materials by name, synonym or
 * CAS. Up/Down/Enter/Escape stay in the list while it is open; Escape reverts to the value at edit start;
 * free text is kept as a name without a library match (also when editing ends by a click elsewhere).
 */
function MaterialEditor({ rowData, setRowData, stopEditing, rowIndex }: EditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const startValue = useRef(rowData.name);
  const [text, setText] = useState(rowData.name);
  const [highlight, setHighlight] = useState(0);
  const [typed, setTyped] = useState(false);
  const { options, answers } = useMaterialOptions(text, typed);
  const listOpen = typed && options.length > 0;

  // Text typed and not yet committed to the row; kept as a free-text name if editing ends another way
  // (a click elsewhere unmounts this editor, focus leaving it blurs it).
  const pending = useRef<string | null>(null);
  const latest = useRef({ rowData, setRowData });
  latest.current = { rowData, setRowData };
  const commitPending = () => {
    const typedText = pending.current;
    pending.current = null;
    const { rowData: row, setRowData: commit } = latest.current;
    if (typedText !== null && typedText.trim() !== row.name)
      commit({ ...row, name: typedText.trim(), materialId: null, cas: null });
  };
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
    // Mount and unmount only; commitPending reads the latest row through refs.
    return commitPending;
  }, []);
  useGridEditor(inputRef, 'other');

  const choose = (option: MaterialOption) => {
    pending.current = null;
    setRowData({ ...rowData, name: option.name, materialId: option.id, cas: option.cas });
    setText(option.name);
    setTyped(false);
    stopEditing({ nextRow: false });
  };

  const pressEnter = () => {
    const option = options[highlight];
    if (listOpen && option) choose(option);
    else {
      commitPending();
      stopEditing({ nextRow: true });
    }
  };
  const enterQueued = useRef<string | null>(null);
  useEffect(() => {
    if (enterQueued.current !== null && enterQueued.current === answers) {
      enterQueued.current = null;
      pressEnter();
    }
  });

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
      // Typed faster than the search answers: the list on screen is for an earlier text, so Enter waits for the
      // answer to what was typed (a whole name typed and Enter must never pick another material).
      if (typed && answers !== text.trim()) enterQueued.current = text.trim();
      else pressEnter();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (listOpen) setTyped(false);
      else {
        pending.current = null;
        setText(startValue.current);
        if (rowData.name !== startValue.current) setRowData({ ...rowData, name: startValue.current });
        stopEditing({ nextRow: false });
      }
    } else if (event.key === 'Tab') {
      commitPending();
      stopEditing({ nextRow: false });
    }
  };

  const rect = listOpen ? inputRef.current?.getBoundingClientRect() : undefined;
  return (
    <>
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
          enterQueued.current = null;
          pending.current = event.target.value;
          setText(event.target.value);
          setTyped(true);
          setHighlight(0);
        }}
        onKeyDown={handleKeyDown}
        onBlur={commitPending}
      />
      {listOpen &&
        rect &&
        createPortal(
          <ul
            id={`material-options-${rowIndex}`}
            role="listbox"
            aria-label="Materials"
            data-query={answers}
            className="formula-autocomplete"
            style={{ top: rect.bottom + 2, left: rect.left, minWidth: Math.max(rect.width, 320) }}
          >
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
    </>
  );
}

export const materialColumn: Column<FormulaRow, null, string> = {
  id: 'material',
  title: 'Material',
  component: MaterialCell,
  keepFocus: true,
  disableKeys: true,
  // Wide on a desktop (display names such as "Aldehyde C-12 MNA" or "Bergamot oil, expressed" read in full);
  // it shrinks first on a phone, down to the minimum, and the full name shows on hover.
  basis: 360,
  grow: 4,
  shrink: 1,
  minWidth: 200,
  deleteValue: ({ rowData }) => ({ ...rowData, name: '', materialId: null, cas: null }),
  copyValue: ({ rowData }) => rowData.name,
  pasteValue: ({ rowData, value }) => ({ ...rowData, name: value.trim(), materialId: null, cas: null }),
  isCellEmpty: ({ rowData }) => rowData.name === '',
};
