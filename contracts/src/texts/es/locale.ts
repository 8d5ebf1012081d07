/** The BCP 47 locale the Spanish catalogue writes dates, numbers and plurals in. */
export const locale = 'es-ES';
