import { loginTexts, type LoginLocale } from './login-locale.ts';
import type { LoginTextKey } from './login-texts/en.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Self-contained: the sign-in page must work without the web app or any external asset.
const css = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;
  background:#f4f6f8;color:#1a202c}
main{width:100%;max-width:380px;margin:16px;padding:32px;background:#fff;border-radius:8px;
  box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.375rem;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #a0aec0;border-radius:6px}
input:focus-visible,button:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
.hint{margin:4px 0 0;font-size:.875rem;color:#4a5568}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#fff5f5;color:#9b2c2c;border:1px solid #feb2b2}
button{margin-top:24px;width:100%;padding:11px;font:inherit;font-weight:600;color:#fff;background:#2b6cb0;
  border:0;border-radius:6px;cursor:pointer}
button:hover{background:#2c5282}
button.secondary{margin-top:12px;color:#2b6cb0;background:#fff;border:1px solid #2b6cb0}
`;

interface PageOptions {
  locale: LoginLocale;
  title: LoginTextKey;
  body: string;
}

function page({ locale, title, body }: PageOptions): string {
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
<main>
${body}
</main>
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

export function renderLoginPage({ locale, action, tenant, username, error }: LoginPageOptions): string {
  const t = loginTexts[locale];
  // After a failed attempt the user name is kept, so the cursor goes where typing continues.
  const focusPassword = username !== '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const body = `<h1>${escapeHtml(t['login.heading'])}</h1>
${error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(t[error])}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="tenant">${escapeHtml(t['login.tenant'])}</label>
<input id="tenant" name="tenant" type="text" value="${escapeHtml(tenant)}" autocomplete="organization" aria-describedby="tenant-hint">
<p class="hint" id="tenant-hint">${escapeHtml(t['login.tenantHint'])}</p>
<label for="username">${escapeHtml(t['login.username'])}</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" required${focusPassword ? '' : ' autofocus'}${invalid}>
<label for="password">${escapeHtml(t['login.password'])}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}${invalid}>
<button type="submit">${escapeHtml(t['login.submit'])}</button>
</form>`;
  return page({ locale, title: 'login.title', body });
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
