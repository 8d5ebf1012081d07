/**
 * A fresh id for one outgoing message. crypto.randomUUID exists only in secure
 * contexts; a self-hosted Surcos reached over plain HTTP on a LAN is not one.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
