import type { ComponentType } from 'react';

/**
 * Story-only: lets a docs page describe the real component (its props table and description) while the stories
 * render a wrapper that fills in translated texts or wires data. Storybook types `component` by the stories'
 * args, which are the wrapper's; at run time this is the component itself, untouched.
 */
export function documentedAs<Args>(component: ComponentType<never>): ComponentType<Args> {
  return component as unknown as ComponentType<Args>;
}
