import type { Page } from '@playwright/test';

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
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/collections`, {
    headers: { origin },
    data: { privacy: 'public', description: '', ...collection },
  });
  if (!response.ok()) {
    throw new Error(`POST /api/collections answered ${response.status()}: ${await response.text()}`);
  }
  const body = (await response.json()) as { id: string };
  return body.id;
}
