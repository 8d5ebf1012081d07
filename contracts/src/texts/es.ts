/**
 * Every text Surcos shows, in Spanish: the web app's screens, the API's
 * errors and validation messages, and the mails, one section a file under
 * es/. Both sides import it; it has no runtime dependency (zod included), and
 * the web app loads it as one chunk, only when Spanish is its language. SPEC.md's
 * alerts, written in English there, are said in Spanish here (PRODUCT.md,
 * difference 14); the English catalogue (en.ts) keeps SPEC's wording. Another
 * language is another set of the same `Catalogue` type (see texts.ts and
 * docs/translating.md), not an edit of the components.
 */

export { locale } from './es/locale.ts';

export { app } from './es/app.ts';
export { nav } from './es/nav.ts';
export { session } from './es/session.ts';
export { errors } from './es/errors.ts';
export { toast } from './es/toast.ts';
export { dialog } from './es/dialog.ts';
export { offline } from './es/offline.ts';
export { update } from './es/update.ts';
export { fields } from './es/fields.ts';
export { login } from './es/login.ts';
export { register } from './es/register.ts';
export { handles } from './es/handles.ts';
export { forgotPassword } from './es/forgot-password.ts';
export { resetPassword } from './es/reset-password.ts';
export { profile } from './es/profile.ts';
export { editProfile } from './es/edit-profile.ts';
export { deleteAccount } from './es/delete-account.ts';
export { pages } from './es/pages.ts';
export { notFound } from './es/not-found.ts';
export { covers } from './es/covers.ts';
export { lists } from './es/lists.ts';
export { addAlbum } from './es/add-album.ts';
export { myAlbums } from './es/my-albums.ts';
export { album } from './es/album.ts';
export { wishlist } from './es/wishlist.ts';
export { matches } from './es/matches.ts';
export { scan } from './es/scan.ts';
export { collections } from './es/collections.ts';
export { explore } from './es/explore.ts';
export { users } from './es/users.ts';
export { messages } from './es/messages.ts';
export { social } from './es/social.ts';
export { remote } from './es/remote.ts';
export { feed } from './es/feed.ts';
export { errorCodes } from './es/error-codes.ts';
export { validation } from './es/validation.ts';
export { api } from './es/api.ts';
export { music } from './es/music.ts';
export { copies } from './es/copies.ts';
export { albumsBulk } from './es/albums-bulk.ts';
export { imports } from './es/imports.ts';
export { exports } from './es/exports.ts';
export { stats } from './es/stats.ts';
export { backup } from './es/backup.ts';
export { mail } from './es/mail.ts';
export { blocks } from './es/blocks.ts';
export { notifications } from './es/notifications.ts';
export { reports } from './es/reports.ts';
export { admin } from './es/admin.ts';
export { tokens } from './es/tokens.ts';
export { language } from './es/language.ts';
