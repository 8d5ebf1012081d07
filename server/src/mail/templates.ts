import type { Mail } from './mailer.ts';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function verifyNewEmailMail(input: { to: string; name: string; url: string }): Mail {
  const { to, name, url } = input;
  return {
    to,
    subject: 'Confirma tu nuevo correo electrónico en Surcos',
    text: [
      `Hola, ${name}:`,
      '',
      'Has pedido usar esta dirección como correo electrónico de tu cuenta de Surcos.',
      'Para confirmarlo, abre este enlace:',
      '',
      url,
      '',
      'Si no lo has pedido tú, ignora este mensaje: tu cuenta no cambiará.',
    ].join('\n'),
    html: `<p>Hola, ${escapeHtml(name)}:</p>
<p>Has pedido usar esta dirección como correo electrónico de tu cuenta de Surcos.</p>
<p><a href="${escapeHtml(url)}">Confirmar mi nuevo correo electrónico</a></p>
<p>Si no lo has pedido tú, ignora este mensaje: tu cuenta no cambiará.</p>`,
  };
}
