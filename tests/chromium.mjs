// toolchain.md "Browser everywhere": Debian's Chromium with these flags, never a downloaded browser. One list for
// the end-to-end tests, the Storybook test-runner and the client bench.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
