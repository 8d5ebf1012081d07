import { englishAlerts } from './english-alerts.ts';

export const editProfile = {
  title: 'Editar perfil',
  save: 'Guardar',
  cancel: 'Cancelar',
  nothingChanged: 'No hay cambios que guardar.',
  success: englishAlerts.profileSaved,
  failure: englishAlerts.profileSaveFailed,
  emailVerificationSent: englishAlerts.emailVerificationSent,
};
