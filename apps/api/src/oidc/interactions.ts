import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type PromptDetail } from 'oidc-provider';
import type { AppDb } from '../db/database.ts';
import { checkCredentials, tenantDisplayName, type SignInResult } from './account.ts';
import { readCookie, readForm, sendHtml } from './http.ts';
import { dummyPasswordHash } from './password-check.ts';
import { chosenLoginLocale, pickLoginLocale, type LoginLocale } from './login-locale.ts';
import { renderErrorPage, renderLoginPage } from './login-page.ts';
import type { LoginTextKey } from './login-texts/en.ts';
import { interactionPath, WEB_CLIENT_ID } from './provider-config.ts';

export interface InteractionDeps {
  provider: Provider;
  db: AppDb;
  webOrigins: string[];
  now?: () => Date;
}

const failureText: Record<Exclude<SignInResult, { ok: true }>['reason'], LoginTextKey> = {
  invalid: 'login.invalidCredentials',
  locked: 'login.lockedOut',
  inactive: 'login.inactive',
};

/**
 * The first-party client gets what it asked for without a consent screen. Normally the grant is made up front
 * (provider-config's loadExistingGrant); this covers an explicit `prompt=consent`.
 */
async function grantConsent(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
) {
  const { prompt, params, session } = details;
  const clientId = typeof params.client_id === 'string' ? params.client_id : '';
  if (clientId !== WEB_CLIENT_ID || !session?.accountId) throw new errors.AccessDenied('consent required');
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId });
  const missing = prompt.details as PromptDetail['details'] & {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { grantId: await grant.save() };
}

export function createInteractionHandler({
  provider,
  db,
  webOrigins,
  now = () => new Date(),
}: InteractionDeps) {
  // Made now, so that the first unknown user name costs no more than any later attempt.
  void dummyPasswordHash().catch(() => undefined);
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const acceptLanguage = req.headers['accept-language'];
    let locale: LoginLocale = pickLoginLocale(undefined, acceptLanguage);
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      // No or stale interaction cookie: the user came back late, or replayed an old page.
      if (!(error instanceof errors.SessionNotFound)) throw error;
      sendHtml(res, 400, renderErrorPage(locale, 'error.expired'), webOrigins);
      return;
    }
    locale = pickLoginLocale(details.params.ui_locales, acceptLanguage);
    const action = `${interactionPath}/${details.uid}`;

    if (details.prompt.name !== 'login') {
      await provider.interactionFinished(
        req,
        res,
        { consent: await grantConsent(provider, details) },
        {
          mergeWithLastSubmission: true,
        },
      );
      return;
    }

    if (req.method === 'GET') {
      // The page's own language choice outranks what the application asked for.
      locale = chosenLoginLocale(new URL(req.url ?? '/', 'http://local').searchParams.get('lang')) ?? locale;
      const requested = details.params.__tenant ?? readCookie(req, '__tenant');
      const tenant = typeof requested === 'string' ? await tenantDisplayName(db, requested) : '';
      sendHtml(res, 200, renderLoginPage({ locale, action, tenant, username: '' }), webOrigins);
      return;
    }

    const form = await readForm(req);
    locale = chosenLoginLocale(form.get('lang')) ?? locale;
    const tenant = form.get('tenant') ?? '';
    const username = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    const retry = (error: LoginTextKey) =>
      sendHtml(res, 200, renderLoginPage({ locale, action, tenant, username, error }), webOrigins);
    if (username.trim() === '' || password === '') return retry('login.missingFields');

    const result = await checkCredentials(db, { tenant, username, password }, now());
    if (!result.ok) return retry(failureText[result.reason]);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: result.account.id } },
      {
        mergeWithLastSubmission: false,
      },
    );
  };
}
