// The bootstrap (ADR 041): what every visitor downloads first. It holds the start-up decision, no React, no ui and
// no OIDC client (ADR 056): a signed-out visitor is sent to the provider's sign-in by the client it loads at once, a
// signed-in reload starts the app from the stored user and loads the client only when the session needs it, and the
// app (React, Chakra, the texts of one language) is fetched only when it will be shown.
import { decideSession, type StartingAddress } from './auth/session.ts';
import { readStoredUser } from './auth/signed-in-user.ts';
import { startSessionOnce, type SessionStart } from './auth/start-session.ts';
import { lazyUserManager } from './auth/user-manager.ts';
import { detectLanguage, knownLanguages } from './language/language.ts';
import { readBrowserLanguageSources } from './language/language-sources.ts';

function currentAddress(): StartingAddress {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

async function startOffline(language: string) {
  const [{ startApp }, { startOfflineDemo }] = await Promise.all([
    import('./app/start-app.tsx'),
    import('./mock/start-offline-demo.tsx'),
  ]);
  await startApp({ language, AuthProvider: await startOfflineDemo() });
}

async function start() {
  // The server's default language is only known once its configuration loads; the shell applies it then.
  const language = detectLanguage({
    ...readBrowserLanguageSources(),
    serverDefault: null,
    supported: knownLanguages,
  });
  document.documentElement.lang = language;
  if (import.meta.env.VITE_MOCK === '1') return startOffline(language);

  const origin = window.location.origin;
  const users = lazyUserManager(() =>
    import('./auth/create-user-manager.ts').then(({ createUserManager }) => createUserManager(origin)),
  );
  const address = currentAddress();
  const stored = readStoredUser(window.sessionStorage, origin);
  const decision = decideSession(address, stored ? { expiresAt: stored.expires_at } : null, Date.now());
  // A valid stored user needs nothing of the client to start; the callback, a sign-in and an expired session do. The
  // same decision and the same one start as the app's session provider (it gets this start back, not a second).
  const session: Promise<SessionStart> =
    decision.kind === 'signed-in' && stored
      ? Promise.resolve({ kind: 'signed-in', user: stored, returnTo: null })
      : users.load().then(
          (userManager) => startSessionOnce(userManager, address, language),
          (error: unknown) => ({ kind: 'failed', error }),
        );
  if (decision.kind === 'sign-in' || decision.kind === 'signed-out') {
    // Going to the provider: the page is being left, nothing of the app is needed. Only a failure (say the
    // provider is unreachable) loads the app, to show it.
    if ((await session).kind === 'redirecting') return;
  }
  // A stored session or the provider's answer: the app loads while the callback is processed.
  const [{ startApp }, { createOidcAuth }] = await Promise.all([
    import('./app/start-app.tsx'),
    import('./auth/create-oidc-auth.tsx'),
  ]);
  await startApp({
    language,
    AuthProvider: createOidcAuth(users, session, import.meta.env.VITE_TOKEN_REFRESH),
  });
}

void start();
