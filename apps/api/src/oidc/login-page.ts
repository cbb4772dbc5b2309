import { loginTexts, type LoginLocale } from './login-locale.ts';
import type { LoginTextKey } from './login-texts/en.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Self-contained: the sign-in page must work without the web app or any external asset. Its colours, type and
// mark are the web app's (packages/ui/src/theme: Chakra's gray and teal scales, brand = teal.700, the sidebar's
// gray.900 band with the boxes glyph), so signing in looks like the same product.
const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;
  font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans CJK SC","PingFang SC",Helvetica,Arial,sans-serif;
  background:#fafafa;color:#18181b;line-height:1.5}
header{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 24px;
  background:#18181b;color:#f4f4f5}
.mark{display:flex;align-items:center;gap:10px;font-weight:600;font-size:1.0625rem}
.mark svg{width:28px;height:28px;stroke:#99f6e4}
nav ul{display:flex;gap:4px;margin:0;padding:0;list-style:none}
nav a{display:block;padding:4px 10px;border-radius:6px;color:#f4f4f5;font-size:.875rem;text-decoration:none}
nav a:hover{background:#27272a}
nav a[aria-current="true"]{background:#0f766e}
.page{flex:1;display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:400px;padding:32px;background:#fff;border:1px solid #e4e4e7;border-radius:8px;
  box-shadow:0 1px 2px rgba(24,24,27,.06)}
h1{font-size:1.375rem;margin:0 0 24px}
label{display:block;font-weight:500;font-size:.875rem;margin:16px 0 6px}
input{width:100%;padding:9px 12px;font:inherit;border:1px solid #a1a1aa;border-radius:6px;background:#fff}
a:focus-visible,input:focus-visible,button:focus-visible{outline:2px solid #0d9488;outline-offset:2px}
.hint{margin:4px 0 0;font-size:.8125rem;color:#52525b}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
button{margin-top:24px;width:100%;padding:10px;font:inherit;font-weight:600;color:#fff;background:#0f766e;
  border:0;border-radius:6px;cursor:pointer}
button:hover{background:#115e59}
button.secondary{margin-top:12px;color:#115e59;background:#fff;border:1px solid #0f766e}
`;

/** The web app's mark (packages/ui BoxesGlyph), decorative beside the product's name. */
const boxes =
  '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="M21 8l-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8"/></svg>';

const locales: readonly LoginLocale[] = ['en', 'zh-Hans'];

interface PageOptions {
  locale: LoginLocale;
  title: LoginTextKey;
  body: string;
  /** The address of this page in another language; absent = no language choice (pages after sign-in). */
  languageHref?: (locale: LoginLocale) => string;
}

function languageChoice(locale: LoginLocale, href: (locale: LoginLocale) => string): string {
  const t = loginTexts[locale];
  const items = locales
    .map((option) => {
      const current = option === locale ? ' aria-current="true"' : '';
      return `<li><a href="${escapeHtml(href(option))}" lang="${option}" hreflang="${option}"${current}>${escapeHtml(t[`language.${option}`])}</a></li>`;
    })
    .join('');
  return `<nav aria-label="${escapeHtml(t['login.language'])}"><ul>${items}</ul></nav>`;
}

function page({ locale, title, body, languageHref }: PageOptions): string {
  const t = loginTexts[locale];
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t[title])}</title>
<style>${css}</style>
</head>
<body>
<header>
<div class="mark">${boxes}<span>${escapeHtml(t['app.name'])}</span></div>
${languageHref ? languageChoice(locale, languageHref) : ''}
</header>
<div class="page">
<main>
${body}
</main>
</div>
</body>
</html>`;
}

export interface LoginPageOptions {
  locale: LoginLocale;
  action: string;
  tenant: string;
  username: string;
  error?: LoginTextKey | undefined;
}

/** The sign-in page in another language: the same interaction, asked for with `?lang=`. */
export function loginLanguageHref(action: string): (locale: LoginLocale) => string {
  return (locale) => `${action}?lang=${encodeURIComponent(locale)}`;
}

export function renderLoginPage({ locale, action, tenant, username, error }: LoginPageOptions): string {
  const t = loginTexts[locale];
  // After a failed attempt the user name is kept, so the cursor goes where typing continues.
  const focusPassword = username !== '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const body = `<h1>${escapeHtml(t['login.heading'])}</h1>
${error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(t[error])}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${locale}">
<label for="tenant">${escapeHtml(t['login.tenant'])}</label>
<input id="tenant" name="tenant" type="text" value="${escapeHtml(tenant)}" autocomplete="organization" aria-describedby="tenant-hint">
<p class="hint" id="tenant-hint">${escapeHtml(t['login.tenantHint'])}</p>
<label for="username">${escapeHtml(t['login.username'])}</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" required${focusPassword ? '' : ' autofocus'}${invalid}>
<label for="password">${escapeHtml(t['login.password'])}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}${invalid}>
<button type="submit">${escapeHtml(t['login.submit'])}</button>
</form>`;
  return page({ locale, title: 'login.title', body, languageHref: loginLanguageHref(action) });
}

/** `form` is the provider's hidden confirmation form (id `op.logoutForm`, with its own anti-forgery field). */
export function renderLogoutPage(locale: LoginLocale, form: string): string {
  const t = loginTexts[locale];
  const body = `<h1>${escapeHtml(t['logout.question'])}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t['logout.confirm'])}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t['logout.cancel'])}</button>`;
  return page({ locale, title: 'logout.title', body });
}

export function renderLoggedOutPage(locale: LoginLocale): string {
  const t = loginTexts[locale];
  return page({ locale, title: 'logout.title', body: `<h1>${escapeHtml(t['logout.done'])}</h1>` });
}

export function renderErrorPage(locale: LoginLocale, message: LoginTextKey, code?: string): string {
  const t = loginTexts[locale];
  const detail = code
    ? `<p class="hint">${escapeHtml(t['error.code'])}<code>${escapeHtml(code)}</code></p>`
    : '';
  const body = `<h1>${escapeHtml(t['error.heading'])}</h1>
<p class="alert" role="alert">${escapeHtml(t[message])}</p>
${detail}`;
  return page({ locale, title: 'error.title', body });
}
