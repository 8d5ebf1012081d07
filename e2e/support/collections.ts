import type { Page } from '@playwright/test';
import { apiAs } from './api.ts';

interface CollectionInput {
  name: string;
  albumIds: string[];
  privacy?: 'public' | 'private';
  description?: string;
}

/**
 * Creates a collection through the API from inside the signed-in browser
 * context, for tests about who may see or change it rather than about the form.
 * Returns its id.
 */
export async function createCollectionAs(page: Page, collection: CollectionInput): Promise<string> {
  const body = (await apiAs(page, 'POST', '/api/collections', {
    privacy: 'public',
    description: '',
    ...collection,
  })) as { id: string };
  return body.id;
}
