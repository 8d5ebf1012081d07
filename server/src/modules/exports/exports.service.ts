import type { AccountExport } from '@surcos/contracts/exports';
import { AppError } from '../../lib/app-error.ts';
import { presentAccountExport, presentCollectionCsv, presentWantlistCsv } from './exports.presenter.ts';
import type { ExportsRepository } from './exports.repository.ts';

export function createExportsService({ exports }: { exports: ExportsRepository }) {
  return {
    async collectionCsv(userId: string): Promise<string> {
      return presentCollectionCsv(await exports.copies(userId));
    },

    async wantlistCsv(userId: string): Promise<string> {
      return presentWantlistCsv(await exports.wishlist(userId));
    },

    async everything(userId: string): Promise<AccountExport> {
      const [profile, copies, wishlist, collections, follows, messages] = await Promise.all([
        exports.profile(userId),
        exports.copies(userId),
        exports.wishlist(userId),
        exports.collections(userId),
        exports.follows(userId),
        exports.messages(userId),
      ]);
      if (!profile) throw new AppError('UNAUTHENTICATED');
      return presentAccountExport({ userId, profile, copies, wishlist, collections, follows, messages });
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
