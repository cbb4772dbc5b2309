import { screenWidths } from '../theme/screen-widths.ts';

/*
 * The shell answers to its own width, not the window's: a container query, so the narrow shell also shows in a
 * docs page or a story frame of that width, and the page inside never sees a menu it has no room for.
 */
const name = 'app-shell';

/** On the shell's outer box: makes it the container the queries below measure. */
export const shellContainer = { containerType: 'inline-size', containerName: name } as const;

/** Narrower than the compact breakpoint (product-spec §9): the menu lives in a drawer. */
export const belowCompact = `@container ${name} (width < ${screenWidths.compact}px)`;

/** The compact breakpoint and wider: the menu stands beside the page. */
export const fromCompact = `@container ${name} (width >= ${screenWidths.compact}px)`;
