export const mail = {
  verifyNewEmail: {
    subject: 'Confirma tu nuevo correo electrónico en Surcos',
    greeting: (name: string) => `Hola, ${name}:`,
    reason: 'Has pedido usar esta dirección como correo electrónico de tu cuenta de Surcos.',
    openLink: 'Para confirmarlo, abre este enlace:',
    button: 'Confirmar mi nuevo correo electrónico',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu cuenta no cambiará.',
  },
  verifyAdminEmail: {
    subject: 'Confirma tu correo electrónico para administrar Surcos',
    greeting: (name: string) => `Hola, ${name}:`,
    reason:
      'Esta dirección está entre las de administración de este Surcos, y una cuenta con el nombre de arriba acaba de usarla. Cuando la confirmes, esa cuenta podrá administrar Surcos.',
    openLink: 'Si la cuenta es tuya, confírmalo abriendo este enlace. Caduca en 24 horas:',
    button: 'Confirmar mi correo electrónico',
    ignore:
      'Si no has creado tú esa cuenta, no abras el enlace: alguien ha usado tu dirección, y sin tu confirmación no administrará nada.',
  },
  resetPassword: {
    subject: 'Elige una contraseña nueva para Surcos',
    greeting: (name: string) => `Hola, ${name}:`,
    reason: 'Alguien (seguramente tú) ha pedido cambiar la contraseña de tu cuenta de Surcos.',
    openLink: 'Para elegir una contraseña nueva, abre este enlace. Caduca en una hora y solo sirve una vez:',
    button: 'Elegir una contraseña nueva',
    ignore:
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará. Al cambiarla se cerrarán todas tus sesiones abiertas.',
  },
};
