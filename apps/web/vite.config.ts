import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Paths the server owns besides the SPA: the API, OIDC discovery, and the provider's endpoints and login pages.
 * Proxied in development only when `VITE_API_PROXY` names the server (e.g. http://localhost:8080).
 */
const serverPaths = ['/api', '/.well-known', '/connect'];

function proxyTo(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined;
  return Object.fromEntries(serverPaths.map((path) => [path, { target, changeOrigin: false }]));
}

export const config = defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react()],
    server: { proxy: proxyTo(env.VITE_API_PROXY) },
    preview: { proxy: proxyTo(env.VITE_API_PROXY) },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        // Chakra's theme module builds its full default config (every recipe) at the top level through
        // defineConfig, an identity function the bundler cannot see is pure; declared so, the unused full config
        // and the ~80 recipes only it refers to stay out (ADR 041: the system takes the recipes it uses). Chakra's
        // anatomy module builds every component's part names at the top level with createAnatomy, pure too: the
        // anatomies of components nothing renders (action bar, breadcrumb, timeline…) stay out of the start (ADR 069).
        treeshake: { manualPureFunctions: ['defineConfig', 'createAnatomy'] },
        output: {
          // Only React (in every start, and cached across releases) and the chart have groups of their own: groups
          // for Chakra and the other libraries put everything any screen used into the first load (ADR 041); the
          // bundler places each library with the code that uses it instead.
          codeSplitting: {
            groups: [
              {
                // The dashboard's chart and what only it uses: one chunk loaded by that route after its tiles,
                // never part of the first load (the chakra and vendor groups below would otherwise take them).
                name: 'charts',
                // With the ui's chart component and the Chakra parts only the chart uses (color swatch, separator):
                // left out, they went into a chunk of their own that imported this one back, a cycle in which the
                // chart ran before its helpers existed ("g is not a function" on the dashboard).
                test: /(packages[\\/]ui[\\/]src[\\/]dashboard[\\/]sales-trend-chart\.tsx$)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](color-swatch|separator)[\\/]|node_modules[\\/](recharts|@chakra-ui[\\/]charts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3)[\\/]/,
                priority: 30,
                // Not the libraries it shares with the app (React, Chakra): those stay in their own chunks.
                includeDependenciesRecursively: false,
              },
              {
                // Small libraries the chart shares with the rest of the app. Left to the bundler, they went into the
                // chart route's chunk, which the chart chunk then imported back (a cycle): a chunk of their own.
                name: 'shared-helpers',
                test: /node_modules[\\/](clsx|react-is|tiny-invariant|use-sync-external-store)[\\/]/,
                priority: 25,
                // Not React, which they import: it stays in its own chunk.
                includeDependenciesRecursively: false,
              },
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
});

// Vite only reads a default export; the one allowed exception to named exports.
export default config;
