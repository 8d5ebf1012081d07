export const messages = {
  listLabel: 'Conversaciones',
  empty: 'Aún no has recibido ningún mensaje.',
  read: 'Leído',
  unread: 'No leído',
  noMessagesYet: 'Todavía no hay mensajes.',
  /** SPEC.md's name for a participant whose account was deleted. */
  deletedUser: 'Usuario eliminado',
  me: 'Yo',
  /** SPEC.md §2, exactly. */
  typing: (name: string) => `${name} está escribiendo…`,
  historyLabel: (name: string) => `Mensajes con ${name}`,
  historyStart: 'Aquí empieza la conversación.',
  loadOlder: 'Cargar mensajes anteriores',
  inputLabel: 'Mensaje',
  inputHint: 'Intro envía el mensaje; Mayús + Intro añade una línea.',
  send: 'Enviar',
  sending: 'Enviando…',
  tooLong: (max: number) => `El mensaje no puede tener más de ${max} caracteres.`,
  back: 'Volver a Mensajes',
  notFound: 'No se encontró la conversación.',
  recipientDeleted: 'Este usuario ha eliminado su cuenta: ya no puede recibir mensajes.',
  sendMessage: 'Enviar mensaje',
};
