import type { ReactElement } from 'react';

/**
 * Story-only decorator: the story in a frame `width` px wide (e.g. 720, the narrow layout). A plain element, because
 * a route story brings its own Chakra provider inside the frame.
 */
export function frameOf(width: number) {
  return function Frame(Story: () => ReactElement) {
    return (
      <div style={{ width: `${width}px` }}>
        <Story />
      </div>
    );
  };
}
