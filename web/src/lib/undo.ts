import type { UndoResult } from '@surcos/contracts/albums-bulk';
import { apiPost } from './api-client.ts';

const loadSchema = () =>
  import('@surcos/contracts/albums-bulk').then((contracts) => contracts.UndoResultSchema);

/** 'Deshacer': sends back the undo token a change answered; resolves with the albums it put back. */
export const undoWithToken = (token: string): Promise<UndoResult> =>
  apiPost('/api/me/albums/bulk/undo', { token }, { schema: loadSchema });
