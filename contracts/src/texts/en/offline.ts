/** The installed app: its manifest, and reading without a connection. */
export const offline = {
  appDescription: 'Your record collection, your wishlist and your conversations with friends.',
  bannerTitle: 'Offline',
  bannerText:
    'You are seeing what was last loaded on this device. Changes cannot be made until you are back online.',
  writeRefused: 'Offline: nothing was sent. Try again when you are back online.',
  /** In place of what this device does not keep, until the connection returns. */
  needsConnection: 'Needs a connection',
  needsConnectionText:
    'This is not kept on the device. It will load by itself as soon as you are back online.',
};
