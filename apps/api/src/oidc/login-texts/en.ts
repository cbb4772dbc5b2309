/** English texts of the sign-in pages served by the embedded OpenID Connect provider. */
export const en = {
  'app.name': 'Inventory',
  'login.title': 'Sign in',
  'login.language': 'Language',
  'language.en': 'English',
  'language.zh-Hans': '简体中文',
  'login.heading': 'Sign in to Inventory',
  'login.tenant': 'Tenant',
  'login.tenantHint': 'Leave empty to sign in as the host.',
  'login.username': 'User name or email address',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.invalidCredentials':
    'The sign-in details are not correct. Check the tenant, user name and password. After five failed attempts an account is locked for five minutes.',
  'login.missingFields': 'Enter your user name and password.',
  'login.lockedOut':
    'This account is locked after too many failed sign-in attempts. Try again in a few minutes.',
  'login.inactive': 'This user is not active. Ask an administrator for help.',
  'logout.title': 'Sign out',
  'logout.question': 'Do you want to sign out?',
  'logout.confirm': 'Yes, sign me out',
  'logout.cancel': 'No, stay signed in',
  'logout.done': 'You have been signed out.',
  'error.title': 'Sign-in problem',
  'error.heading': 'Something went wrong with the sign-in',
  'error.expired':
    'This sign-in request has expired or was already used. Go back to the application and try again.',
  'error.protocol': 'The application sent a request the sign-in service cannot accept.',
  'error.code': 'Error code: ',
} as const;

export type LoginTextKey = keyof typeof en;
export type LoginTexts = Record<LoginTextKey, string>;
