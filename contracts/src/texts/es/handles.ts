import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '../../limits.ts';

/** A member's handle: chosen at registration, shown as `@handle@host`, changed once on Perfil. */
export const handles = {
  label: 'Nombre de usuario',
  hint: `Tu dirección en Surcos y en otros servidores. De ${HANDLE_MIN_LENGTH} a ${HANDLE_MAX_LENGTH} letras sin acentos, números o _.`,
  required: 'Escribe un nombre de usuario.',
  tooShort: `El nombre de usuario debe tener al menos ${HANDLE_MIN_LENGTH} caracteres.`,
  tooLong: `El nombre de usuario no puede tener más de ${HANDLE_MAX_LENGTH} caracteres.`,
  characters: 'Usa solo letras sin acentos, números y guion bajo (_).',
  reserved: 'Ese nombre de usuario está reservado. Elige otro.',
  unchanged: 'Ya es tu nombre de usuario.',
  checking: 'Comprobando si está libre…',
  available: (address: string) => `Disponible: tu dirección será ${address}.`,
  taken: 'Ese nombre de usuario ya está en uso.',
  takenTry: (suggestion: string) => `Ese nombre de usuario ya está en uso. Prueba con «${suggestion}».`,
  useSuggestion: (suggestion: string) => `Usar «${suggestion}»`,
  address: 'Dirección',
  copy: 'Copiar',
  copyLabel: (address: string) => `Copiar la dirección ${address}`,
  copied: 'Dirección copiada.',
  copyFailed: 'No se pudo copiar: selecciona la dirección y cópiala a mano.',
  change: {
    open: 'Cambiar nombre de usuario',
    title: 'Cambiar nombre de usuario',
    text: 'Solo puedes cambiarlo una vez: después no podrás volver a cambiarlo. Tu dirección actual seguirá llevando a tu perfil, y quienes te siguen desde otros servidores pasarán a seguir la nueva.',
    field: 'Nuevo nombre de usuario',
    confirm: 'Cambiarlo para siempre',
    cancel: 'Cancelar',
    success: (address: string) => `Tu dirección ahora es ${address}.`,
    failure: 'No se pudo cambiar el nombre de usuario. Inténtalo de nuevo.',
    done: 'Ya cambiaste tu nombre de usuario una vez: no se puede volver a cambiar.',
  },
};
