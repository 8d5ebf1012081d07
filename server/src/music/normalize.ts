// One folding for the server's stored texts and the web app's search on the device.
export { foldForSearch } from '@surcos/contracts/fold-for-search';
