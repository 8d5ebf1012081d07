import type { ReportReason, ReportTargetKind } from '../../report-values.ts';
import { REPORT_TEXT_MAX_LENGTH } from '../../limits.ts';

export const reports = {
  open: 'Denunciar',
  dialogTitle: (what: string) => `Denunciar ${what}`,
  targets: {
    user: 'usuario',
    collection: 'colección',
    message: 'mensaje',
    remote_account: 'cuenta de otro servidor',
    remote_post: 'publicación de otro servidor',
  } satisfies Record<ReportTargetKind, string>,
  reasonLegend: 'Motivo',
  reasons: {
    spam: 'Spam',
    harassment: 'Acoso',
    inappropriate: 'Contenido inapropiado',
    other: 'Otro',
  } satisfies Record<ReportReason, string>,
  textLabel: 'Detalles (opcional)',
  send: 'Enviar denuncia',
  cancel: 'Cancelar',
  sent: 'Denuncia enviada. La revisará un administrador.',
  hiddenMessage: 'Mensaje oculto por la moderación',
  reasonRequired: 'Elige un motivo.',
  textTooLong: `Los detalles no pueden tener más de ${REPORT_TEXT_MAX_LENGTH} caracteres.`,
  targetNotFound: 'No se puede denunciar: ya no existe o no tienes acceso.',
  tooManyReports: 'Has enviado demasiadas denuncias seguidas. Espera unos minutos e inténtalo de nuevo.',
};
