/** Texts of the tenant's settings screen (/system/settings). */
export const settings = {
  title: 'Settings',
  description: 'How this business counts expiry, tells time and speaks. Saved settings apply at once.',
  sections: {
    stock: 'Stock',
    regional: 'Time and language',
    profile: 'Profiles',
  },
  fields: {
    nearExpiryThresholdDays: 'Near expiry (days before the expiry date)',
    nearExpiryHelp: 'A batch counts as near expiry this many days before it expires (0 to 3650).',
    timeZone: 'Time zone',
    timeZoneHelp: 'A document’s day and a batch’s expiry are counted in this zone.',
    defaultLanguage: 'Default language',
    defaultLanguageHelp: 'The language of users who have not chosen one.',
    productDisplayName: 'Product name shown',
    productDisplayNameHelp:
      'Names the product in the browser tab’s title; empty keeps the product’s own name.',
    isUserNameUpdateEnabled: 'Users may change their user name',
    isEmailUpdateEnabled: 'Users may change their email',
  },
  messages: {
    saved: 'The settings were saved and apply now.',
  },
};
