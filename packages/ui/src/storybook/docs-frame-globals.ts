import { addons } from 'storybook/preview-api';

type Globals = Record<string, unknown>;

const frameUrl = (globals: Globals) => {
  const pairs = Object.entries(globals)
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}:${String(value)}`);
  return `iframe.html?globals=${encodeURIComponent(pairs.join(';'))}`;
};

/**
 * Story-only: a story framed in docs (framedInDocs) is a preview of its own that starts from its URL, not from the
 * toolbar; docs blocks build that URL from `PREVIEW_URL`, so it carries the toolbar's globals (locale, server).
 */
export function keepDocsFramesOnToolbarGlobals(): void {
  const target = globalThis as { PREVIEW_URL?: string };
  const initial = new URLSearchParams(globalThis.location?.search ?? '').get('globals');
  if (initial) target.PREVIEW_URL = `iframe.html?globals=${encodeURIComponent(initial)}`;
  const channel = addons.getChannel();
  const follow = ({ globals }: { globals: Globals }) => {
    target.PREVIEW_URL = frameUrl(globals);
  };
  channel.on('setGlobals', follow);
  channel.on('globalsUpdated', follow);
}
