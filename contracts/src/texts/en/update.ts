export const update = {
  region: 'Update',
  available: 'A new version of Surcos is available.',
  apply: 'Update',
  dismiss: 'Not now',
};
