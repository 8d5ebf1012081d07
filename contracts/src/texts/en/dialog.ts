export const dialog = {
  close: 'Close',
};
