export const layout = {
  logo: 'Inventory back office – stock management',
  navigation: 'Main navigation',
  collapseMenu: 'Collapse menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  expandMenu: 'Expand menu',
  userMenu: 'Account menu for {{name}}',
  languageSwitcher: 'Change language, current: {{language}}',
  authenticating: 'Signing you in…',
  authenticatingHint: 'You are being sent to the sign-in page.',
  loading: 'Loading',
};
