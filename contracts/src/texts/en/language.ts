/** Choosing the language: the footer's switch for everyone, the profile's setting for members. */
export const language = {
  /** The footer switch's label, in the active language (a reader of neither still finds it by the names). */
  label: 'Language',
  /** The profile's setting. */
  settingTitle: 'Language',
  settingHint: 'Surcos speaks to you in this language on all your devices, and writes to you in it.',
  saved: 'Language saved.',
  /** A language whose translation is not finished: what it lacks shows in Spanish. */
  partial: (name: string) => `${name} (partial translation)`,
  unknown: 'That language is not available.',
};
