/**
 * The header a tab sends with its writes: its socket's id, so the server
 * leaves that socket out of the facts the tab has applied already.
 */
export const SOCKET_ID_HEADER = 'x-socket-id';
