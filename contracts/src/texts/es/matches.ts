export const matches = {
  /** On each wishlist entry: the followed users who own it. */
  owners: 'Lo tienen:',
  /** On My albums and the album page: the followed users who wish for it. */
  wishers: 'Lo buscan:',
  /** After a name when the match is another pressing of the same album. */
  otherPressing: 'otra edición',
  samePressing: 'misma edición',
  link: 'Coincidencias',
  intro: 'Discos que tienen las personas que sigues y están en tu wishlist, y discos tuyos que ellas buscan.',
  empty:
    'Aún no hay coincidencias. Cuando alguien a quien sigues tenga un disco de tu wishlist, o busque uno de los tuyos, aparecerá aquí.',
  listLabel: 'Coincidencias por persona',
  theyHave: (name: string) => `${name} tiene discos de tu wishlist`,
  theyWant: (name: string) => `${name} busca discos que tienes`,
  /** The other person's pressing, when it is not the viewer's own. */
  theirPressing: (name: string, label: string, year: string) => `Su edición: ${name} (${label}, ${year})`,
  message: 'Escribir sobre este disco',
  /** Read after the button's text: "Escribir sobre este disco a Bea: Kind of Blue". */
  messageTarget: (person: string, album: string) => `a ${person}: ${album}`,
  /** The message the conversation opens with, for the viewer to edit or send. */
  draftTheyHave: (album: string, artist: string) =>
    `¡Hola! He visto que tienes «${album}» de ${artist}, que está en mi wishlist. ¿Te interesaría cambiarlo o venderlo?`,
  draftTheyWant: (album: string, artist: string) =>
    `¡Hola! He visto que buscas «${album}» de ${artist}. Yo lo tengo, ¿hablamos?`,
};
