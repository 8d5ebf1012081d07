import { TOKEN_NAME_MAX_LENGTH } from '../../limits.ts';
import { plural } from '../plural.ts';
import { locale } from './locale.ts';

/** 'App access' (/settings/tokens), and what the API says about personal access tokens. */
export const tokens = {
  settingsTitle: 'App access',
  intro:
    'An access token lets a spreadsheet, a script or another app use your account through the Surcos API, without your password. Treat it like a password: whoever has it can do whatever its permission allows.',
  createHeading: 'Create a token',
  nameLabel: 'Name',
  nameHint: 'What it is for, for example “Spreadsheet” or “Shop bot”.',
  scopeLegend: 'Permission',
  scopes: {
    read: 'Read only',
    'read+write': 'Read and write',
  },
  scopeHints: {
    read: 'Can see your albums, wishlist, collections and everything else you see on Surcos.',
    'read+write': 'Can also add, change and remove records, collections and the rest.',
  },
  expiryLabel: 'Expiration',
  expiryDays: (days: number) => plural(locale, days, { one: '1 day', other: (n) => `${n} days` }),
  expiryNever: 'No expiration',
  create: 'Create token',
  created: 'Token created.',
  createdHeading: 'Your new token',
  createdNotice:
    'Copy it now: for your security, you will not see it again. If you lose it, revoke it and create another.',
  copy: 'Copy',
  copied: 'Token copied.',
  copyFailed: 'It could not be copied: select it and copy it by hand.',
  hideCreated: 'I have saved it',
  listHeading: 'Your tokens',
  empty: 'You have not created any tokens yet.',
  loadFailed: 'Your tokens could not be loaded.',
  createdOn: (date: string) => `Created ${date}`,
  lastUsedOn: (date: string) => `Last used: ${date}`,
  neverUsed: 'Not used yet',
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
  noExpiry: 'Does not expire',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke: ${name}`,
  revokeTitle: (name: string) => `Revoke “${name}”?`,
  revokeText:
    'Apps that use it will lose access at once. This cannot be undone: to give them access again you will have to create another token.',
  revokeCancel: 'Cancel',
  revoked: (name: string) => `You revoked “${name}”.`,
  failed: 'The action could not be completed. Please try again.',

  // The API's answers.
  nameRequired: 'Give the token a name.',
  nameTooLong: `The token name cannot be longer than ${TOKEN_NAME_MAX_LENGTH} characters.`,
  scopeInvalid: 'The permission must be “read” or “read+write”.',
  expiryInvalid: 'The expiration must be 30, 90 or 365 days, or none.',
  notFound: 'Token not found.',
  tooMany: (max: number) =>
    `You already have ${max} active tokens, the maximum: revoke one you do not use before creating another.`,
  invalid: 'The access token is not valid: it may be mistyped, expired or revoked.',
  ambiguous: 'The request carries both a session (cookie) and an access token: send only one of them.',
  readOnly: 'This token can only read: to make changes, create a read and write one.',
  never: {
    admin: 'An access token cannot be used for administration: sign in to Surcos with your session.',
    account:
      'An access token cannot change your account (name, email, password) or delete it: do that on Surcos with your session.',
    tokens: 'An access token cannot create, list or revoke tokens: do that in App access, with your session.',
    export:
      'An access token cannot export all your data as JSON: download it from your profile, with your session.',
  },
  rateLimited: 'This token has made too many requests in a row. Wait a little and try again.',
  corsRefused:
    'From another website, only requests with an access token (Authorization header) and no cookies are accepted.',
};
