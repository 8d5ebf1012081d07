/** The BCP 47 locale the English catalogue writes dates, numbers and plurals in. */
export const locale = 'en-US';
