/**
 * The texts, for server code: importing them from here installs the server's
 * catalogue source (the request's or the recipient's language) before any is read.
 */
import './language.ts';

export { texts } from '@surcos/contracts/texts';
