import { createContext, useContext, useLayoutEffect, type RefObject } from 'react';
import type { CellProps } from 'react-datasheet-grid';

/**
 * What the formula grid knows about the cell being edited, shared with its cell editors:
 * - while a text cell's input is open, the grid is not re-rendered for each character (`textEditing`), and it
 *   catches up when the input closes (`onTextEditEnd`);
 * - no typed character is lost between a key that opens a cell and the moment its input has the focus: a
 *   character that reaches the page where no input can take it, while a cell is active, is kept and written into
 *   the cell's input once it is open (or into the open input, given the focus back).
 */
export type GridEditSession = {
  textEditing: boolean;
  onTextEditEnd: () => void;
  /** The grid has an active cell (it takes the keyboard). */
  gridActive: boolean;
  /** A key pressed on the active cell is opening its editor. */
  opening: boolean;
  /** Characters typed while the editor was opening. */
  pending: string;
  input: HTMLInputElement | null;
};

export function createGridEditSession(onTextEditEnd: () => void): GridEditSession {
  return { textEditing: false, onTextEditEnd, gridActive: false, opening: false, pending: '', input: null };
}

export const GridEditSessionContext = createContext<GridEditSession | null>(null);

/** Writes text at the caret (replacing the selection) as typing would, so React's onChange sees it. */
export function insertTyped(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  input.setRangeText(text, start, end, 'end');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    target.isContentEditable);
const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing;

/** The document listeners behind the session's key buffer (capture phase, before the grid's own). */
export function listenForLostKeys(session: GridEditSession): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!session.gridActive) return;
    if (isCharacter(event)) {
      // A character on the active cell, not in an input: the grid opens the cell's editor for it.
      if (!isEditable(event.target) && !session.input) session.opening = true;
    } else if (['Enter', 'Escape', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) {
      session.opening = false;
      session.pending = '';
    }
  };
  const onKeyPress = (event: KeyboardEvent) => {
    if (!session.gridActive || !isCharacter(event) || isEditable(event.target)) return;
    const input = session.input;
    if (input?.isConnected) {
      event.preventDefault();
      input.focus();
      insertTyped(input, event.key);
    } else if (session.opening) {
      event.preventDefault();
      session.pending += event.key;
    }
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('keypress', onKeyPress, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('keypress', onKeyPress, true);
  };
}

/**
 * Registers a cell editor's input with the grid's session once it has the focus (call after the editor's own
 * focusing layout effect): characters typed while it was opening are written into it.
 */
export function useGridEditor(inputRef: RefObject<HTMLInputElement | null>, kind: 'text' | 'other') {
  const session = useContext(GridEditSessionContext);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!session || !input) return;
    session.input = input;
    session.opening = false;
    if (kind === 'text') session.textEditing = true;
    if (session.pending) {
      const typed = session.pending;
      session.pending = '';
      if (document.activeElement !== input) input.focus();
      insertTyped(input, typed);
    }
    return () => {
      if (session.input === input) session.input = null;
      if (kind === 'text') {
        session.textEditing = false;
        session.onTextEditEnd();
      }
    };
    // Mount and unmount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Cells re-render when their line, place or state changes, not whenever the grid does (it re-renders every
 * visible cell on each change). stopEditing is left out: it changes with the active row, and a cell becoming
 * active re-renders anyway.
 */
export function sameCellProps<Row, Data>(a: CellProps<Row, Data>, b: CellProps<Row, Data>): boolean {
  return (
    a.rowData === b.rowData &&
    a.rowIndex === b.rowIndex &&
    a.columnIndex === b.columnIndex &&
    a.active === b.active &&
    a.focus === b.focus &&
    a.disabled === b.disabled &&
    a.setRowData === b.setRowData &&
    a.columnData === b.columnData &&
    a.insertRowBelow === b.insertRowBelow &&
    a.duplicateRow === b.duplicateRow &&
    a.deleteRow === b.deleteRow
  );
}
