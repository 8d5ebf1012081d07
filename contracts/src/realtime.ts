/**
 * Socket.IO event names and payloads. Facts from the server are past tense
 * (`counts.changed`); commands from the client are imperative.
 */
export interface ServerToClientEvents {
  /** Something the navigation counts depend on changed for this user. */
  'counts.changed': () => void;
  /** The user's own account changed (name, email) or was deleted elsewhere. */
  'account.changed': () => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- commands arrive with later features
export interface ClientToServerEvents {}

export const userRoom = (userId: string): string => `user:${userId}`;
