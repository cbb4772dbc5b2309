import { useEffect, useRef } from 'react';

/**
 * Puts the cursor in the picker of a line just added to a list of lines (a kit's components, a document's lines):
 * the picker's input is not a registered field ref, so it is focused here once the new line has rendered. Give
 * `list` to the lines' container and call `lineAdded()` right before appending.
 */
export function useFocusNewLine(lineCount: number) {
  const list = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const pickers = list.current?.querySelectorAll<HTMLInputElement>('[role="combobox"]');
    pickers?.[pickers.length - 1]?.focus();
  }, [lineCount]);
  return {
    list,
    lineAdded: () => {
      added.current = true;
    },
  };
}
