/**
 * Who made a write: the signed-in user and, when the request came from a tab
 * with a connected socket, that socket's id (sent in SOCKET_ID_HEADER). That
 * tab applies the operation's `actor` and `everyone` facts itself, so those
 * facts leave its socket out.
 */
export interface Actor {
  userId: string;
  socketId: string | null;
}

/** An actor with no asking tab: work the server does on its own (an account's cleanup). */
export const serverActor = (userId: string): Actor => ({ userId, socketId: null });
