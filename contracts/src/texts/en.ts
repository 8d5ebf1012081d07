/**
 * Every text Surcos shows, in English: the web app's screens, the API's
 * errors and validation messages, and the mails, one section a file under
 * en/, with the same sections, keys and signatures as the Spanish catalogue
 * (type Catalogue, see texts.ts). SPEC.md's alerts keep SPEC's own English
 * wording here (PRODUCT.md, difference 14); Discogs' grades and folders read
 * as Discogs writes them.
 */

export { locale } from './en/locale.ts';

export { app } from './en/app.ts';
export { nav } from './en/nav.ts';
export { session } from './en/session.ts';
export { errors } from './en/errors.ts';
export { toast } from './en/toast.ts';
export { dialog } from './en/dialog.ts';
export { offline } from './en/offline.ts';
export { update } from './en/update.ts';
export { fields } from './en/fields.ts';
export { login } from './en/login.ts';
export { register } from './en/register.ts';
export { handles } from './en/handles.ts';
export { forgotPassword } from './en/forgot-password.ts';
export { resetPassword } from './en/reset-password.ts';
export { profile } from './en/profile.ts';
export { editProfile } from './en/edit-profile.ts';
export { deleteAccount } from './en/delete-account.ts';
export { pages } from './en/pages.ts';
export { notFound } from './en/not-found.ts';
export { covers } from './en/covers.ts';
export { lists } from './en/lists.ts';
export { addAlbum } from './en/add-album.ts';
export { myAlbums } from './en/my-albums.ts';
export { album } from './en/album.ts';
export { wishlist } from './en/wishlist.ts';
export { matches } from './en/matches.ts';
export { scan } from './en/scan.ts';
export { collections } from './en/collections.ts';
export { explore } from './en/explore.ts';
export { users } from './en/users.ts';
export { messages } from './en/messages.ts';
export { social } from './en/social.ts';
export { remote } from './en/remote.ts';
export { feed } from './en/feed.ts';
export { errorCodes } from './en/error-codes.ts';
export { validation } from './en/validation.ts';
export { api } from './en/api.ts';
export { music } from './en/music.ts';
export { copies } from './en/copies.ts';
export { albumsBulk } from './en/albums-bulk.ts';
export { imports } from './en/imports.ts';
export { exports } from './en/exports.ts';
export { stats } from './en/stats.ts';
export { backup } from './en/backup.ts';
export { mail } from './en/mail.ts';
export { blocks } from './en/blocks.ts';
export { notifications } from './en/notifications.ts';
export { reports } from './en/reports.ts';
export { admin } from './en/admin.ts';
export { tokens } from './en/tokens.ts';
export { language } from './en/language.ts';
