/** Choosing the language: the footer's switch for everyone, the profile's setting for members. */
export const language = {
  /** The footer switch's label, in the active language (a reader of neither still finds it by the names). */
  label: 'Idioma',
  /** The profile's setting. */
  settingTitle: 'Idioma',
  settingHint: 'Surcos te habla en este idioma en todos tus dispositivos, y te escribe en él.',
  saved: 'Idioma guardado.',
  /** A language whose translation is not finished: what it lacks shows in Spanish. */
  partial: (name: string) => `${name} (traducción parcial)`,
  unknown: 'Ese idioma no está disponible.',
};
