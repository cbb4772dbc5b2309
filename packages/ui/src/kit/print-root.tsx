import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const attribute = 'data-print-root';

/**
 * What the browser prints while it is mounted: its children, put at the top level of the document (outside a
 * dialog, whose fixed position and scrolling would cut the sheet to one page), hidden on screen; in print every
 * other top-level element is hidden. `margin` is the page's (0 for a label sheet measured to the A4 edge).
 */
export function PrintRoot({ children, margin = '0' }: { children: ReactNode; margin?: string }) {
  return (
    <>
      <Global
        styles={{
          [`[${attribute}]`]: { display: 'none' },
          '@page': { size: 'A4 portrait', margin },
          '@media print': {
            // Important: a host page's own body padding (Storybook's, for one) would push the sheet over the page edge.
            'html, body': { margin: '0 !important', padding: '0 !important', background: 'white' },
            [`body > *:not([${attribute}])`]: { display: 'none !important' },
            [`[${attribute}]`]: { display: 'block' },
          },
        }}
      />
      {createPortal(<div {...{ [attribute]: '' }}>{children}</div>, document.body)}
    </>
  );
}
