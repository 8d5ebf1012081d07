/** An address on another server, `@user@host`; no zod, so a page may test a search text cheaply. */

/** Longest `@user@host` taken: a user and a host name fit well within it. */
export const REMOTE_ADDRESS_MAX_LENGTH = 320;

export const REMOTE_ADDRESS = /^@?[^@\s/?#]+@[^@\s/?#]+$/;

/** Whether a text typed in a search box is an address on another server, `@user@host`. */
export const isRemoteAddress = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed.length <= REMOTE_ADDRESS_MAX_LENGTH && REMOTE_ADDRESS.test(trimmed);
};

/** The web app's page of an account on another server: `/remote/@user@host`. */
export const remoteProfilePagePath = (address: string): string =>
  `/remote/@${encodeURIComponent(address.trim().replace(/^@/, '')).replaceAll('%40', '@').replaceAll('%3A', ':')}`;
