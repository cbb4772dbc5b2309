import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes.tsx';
import { storyRoutes } from './route-story.tsx';

const screens = routes.find((route) => route.path === '/')?.children ?? [];

describe('route stories mount the app’s own routes', () => {
  it('mounts the very route object app/routes.tsx declares for the address (its lazy import, guard and handle)', () => {
    const [root] = storyRoutes('/sys/store?Filter=north&sort=name%20desc', false);
    const mounted = root?.children?.find((route) => route.path === 'sys/store');
    const declared = screens.find((route) => route.path === 'sys/store');
    expect(declared?.lazy).toBeTypeOf('function');
    expect(mounted?.lazy).toBe(declared?.lazy);
    expect(mounted?.path).toBe('sys/store');
  });

  it('mounts the whole route table with the shell', () => {
    expect(storyRoutes('/sys/store', true)).toBe(routes);
  });

  it('mounts the app’s own not-found route for an address no screen serves', () => {
    const [root] = storyRoutes('/nowhere/at/all', false);
    const notFound = screens.find((route) => route.path === '*');
    expect(root?.children?.find((route) => route.path === '*')?.lazy).toBe(notFound?.lazy);
  });

  it('mounts the other screens too, so a screen that sends the user on shows where they went', () => {
    const [root] = storyRoutes('/sys/market/new', false);
    expect(root?.children?.map((route) => route.path)).toEqual(screens.map((route) => route.path));
  });
});
