import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { useMaterialSearch } from '../../../lib/materials/use-material-search.ts';
import { searchMaterials, type MaterialOption } from '../api/search-materials.ts';
import { sameCellProps, useGridEditor } from './grid-edit-session.ts';
import { describeMatch } from '../../../../domain/materials/describe-match.ts';

const SEARCH_DELAY_MS = 90;

type MaterialOptions = {
  options: MaterialOption[];
  /** The text the options are for. */
  answers: string;
  /** The options are an earlier answer narrowed to `answers`, shown until the index's own answer replaces them. */
  isInterim: boolean;
};

/**
 * Suggestions from the in-browser index (useMaterialSearch: a known answer in the keystroke's frame, else the
 * previous answer narrowed to the text meanwhile); while the index loads, from the server search (debounced).
 * Nothing is searched until the user types.
 */
function useCellSuggestions(query: string, enabled: boolean): MaterialOptions {
  const text = enabled ? query.trim() : '';
  const local = useMaterialSearch(text, { limit: 8, narrow: true });
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
  if (text.length === 0) return { options: [], answers: '', isInterim: false };
  return local.isReady
    ? { options: local.items, answers: local.answeredQuery, isInterim: local.isInterim }
    : { options: remote.items, answers: remote.query, isInterim: false };
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
  // The highlighted option by id (null: the first), so that the answer replacing an interim list keeps it.
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [typed, setTyped] = useState(false);
  const { options, answers, isInterim } = useCellSuggestions(text, typed);
  const listOpen = typed && options.length > 0;
  const found = highlightId === null ? 0 : options.findIndex((option) => option.id === highlightId);
  const highlight = Math.max(0, found);

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
    // The option highlighted in an interim list is not in the answer: nothing the user saw is picked; the answer's
    // list stays open with its first option highlighted.
    if (listOpen && found === -1) setHighlightId(null);
    else if (listOpen && option) choose(option);
    else {
      commitPending();
      stopEditing({ nextRow: true });
    }
  };
  const enterQueued = useRef<string | null>(null);
  useEffect(() => {
    if (enterQueued.current !== null && enterQueued.current === answers && !isInterim) {
      enterQueued.current = null;
      pressEnter();
    }
  });

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setHighlightId(options[Math.min(options.length - 1, highlight + 1)]?.id ?? null);
    } else if (event.key === 'ArrowUp' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setHighlightId(options[Math.max(0, highlight - 1)]?.id ?? null);
    } else if (event.key === 'Enter') {
      // Handled here: the grid must not see this Enter and start editing again.
      event.preventDefault();
      event.stopPropagation();
      // Typed faster than the search answers: the list on screen is for an earlier text, so Enter waits for the
      // answer to what was typed (a whole name typed and Enter must never pick another material); an interim list
      // (an earlier answer narrowed to the text) is not that answer either.
      if (typed && (answers !== text.trim() || isInterim)) enterQueued.current = text.trim();
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

  // Where the list goes: read once when it opens (the cell does not move while typing), not on every key.
  const rectRef = useRef<DOMRect | null>(null);
  if (!listOpen) rectRef.current = null;
  else rectRef.current ??= inputRef.current?.getBoundingClientRect() ?? null;
  const rect = rectRef.current;
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const handleChoose = useCallback((option: MaterialOption) => chooseRef.current(option), []);

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
          setHighlightId(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={commitPending}
      />
      {listOpen &&
        rect &&
        createPortal(
          <MaterialOptionList
            id={`material-options-${rowIndex}`}
            options={options}
            answers={answers}
            isInterim={isInterim}
            highlight={highlight}
            rect={rect}
            onChoose={handleChoose}
            onHighlight={setHighlightId}
          />,
          document.body,
        )}
    </>
  );
}

type OptionListProps = {
  id: string;
  options: MaterialOption[];
  answers: string;
  isInterim: boolean;
  highlight: number;
  rect: DOMRect;
  onChoose: (option: MaterialOption) => void;
  onHighlight: (id: string) => void;
};

/**
 * The suggestions under the cell: at most eight rows, redrawn only when the options or the highlight change (a key
 * whose answer is the list already shown costs nothing here). Says which text it answers (`data-query`) and is busy
 * while it is an interim list.
 */
const MaterialOptionList = memo(function MaterialOptionList({
  id,
  options,
  answers,
  isInterim,
  highlight,
  rect,
  onChoose,
  onHighlight,
}: OptionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Materials"
      aria-busy={isInterim || undefined}
      data-query={answers}
      className="formula-autocomplete"
      style={{ top: rect.bottom + 2, left: rect.left, minWidth: Math.max(rect.width, 320) }}
    >
      {options.map((option, index) => (
        <MaterialOptionRow
          key={option.id}
          option={option}
          isSelected={index === highlight}
          onChoose={onChoose}
          onHighlight={onHighlight}
        />
      ))}
    </ul>
  );
});

const MaterialOptionRow = memo(function MaterialOptionRow({
  option,
  isSelected,
  onChoose,
  onHighlight,
}: {
  option: MaterialOption;
  isSelected: boolean;
  onChoose: (option: MaterialOption) => void;
  onHighlight: (id: string) => void;
}) {
  return (
    <li
      role="option"
      aria-selected={isSelected}
      onMouseDown={(event) => {
        event.preventDefault();
        onChoose(option);
      }}
      onMouseEnter={() => onHighlight(option.id)}
    >
      <span>{option.name}</span>
      <span className="formula-cell-hint">
        {describeMatch(option)
          ? `${describeMatch(option)} · `
          : option.matchedSynonym
            ? `${option.matchedSynonym} · `
            : ''}
        {option.cas ?? ''}
        {option.isOwn ? ' · mine' : ''}
      </span>
    </li>
  );
});

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
