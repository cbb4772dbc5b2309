import { type KeyboardEvent, useState } from 'react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  useFieldArray,
} from 'react-hook-form';
import { useFocusNewLine } from '../kit/use-focus-new-line.ts';

/** A line taken out of the grid, kept so that one undo puts it back where it was. */
export interface RemovedLine<L> {
  index: number;
  values: L;
}

/**
 * The keyboard and the edits of a document's lines (purchase, sale): "Add line" or Enter in a box of the last line
 * adds one and puts the cursor in its SKU picker; Enter elsewhere and ↑/↓ move to the same box of the line below or
 * above (a picker keeps Enter and its arrows for its list); a removed line can be put back with one undo. Enter in
 * a line never saves the form.
 * e.g. `const grid = useLineGrid(control, emptyLine)`; give `grid.list` to the lines' container and
 * `grid.onLineKeyDown(index)` to each line.
 */
export function useLineGrid<F extends FieldValues, L>(control: Control<F>, emptyLine: L) {
  const name = 'lines' as ArrayPath<F>;
  const { fields, append, remove, insert } = useFieldArray({ control, name });
  const { list, lineAdded } = useFocusNewLine(fields.length);
  const [removed, setRemoved] = useState<RemovedLine<L> | null>(null);
  const addLine = () => {
    lineAdded();
    append({ ...emptyLine } as FieldArray<F, ArrayPath<F>>, { shouldFocus: false });
  };
  const removeLine = (index: number, values: L) => {
    setRemoved({ index, values });
    remove(index);
  };
  const undo = () => {
    if (!removed) return;
    insert(removed.index, removed.values as FieldArray<F, ArrayPath<F>>, { shouldFocus: false });
    setRemoved(null);
    // The restored line's picker, once it has rendered.
    requestAnimationFrame(() => {
      const line = list.current?.children[removed.index];
      line?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
    });
  };
  /** The same box of another line (by position among the line's inputs). */
  const sameBoxIn = (from: number, to: number, box: HTMLElement) => {
    const lines = list.current?.children;
    const position = [...(lines?.[from]?.querySelectorAll('input') ?? [])].indexOf(box as HTMLInputElement);
    return lines?.[to]?.querySelectorAll('input')[position];
  };
  const onLineKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const box = event.target as HTMLElement;
    // A picker keeps its keys for its list, a date box its arrows for the day.
    if (box.tagName !== 'INPUT' || box.getAttribute('role') === 'combobox') return;
    if ((box as HTMLInputElement).type === 'date' && event.key !== 'Enter') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter') {
      // As in a spreadsheet: Enter goes down a line, and on the last one starts the next (never saves the form).
      event.preventDefault();
      if (index === fields.length - 1) addLine();
      else sameBoxIn(index, index + 1, box)?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const target = sameBoxIn(index, event.key === 'ArrowDown' ? index + 1 : index - 1, box);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return {
    fields,
    list,
    addLine,
    removeLine,
    removed,
    undo,
    dismissUndo: () => setRemoved(null),
    onLineKeyDown,
  };
}
