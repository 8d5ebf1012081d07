import type { Page } from '@playwright/test';
import { apiAs, originOf } from '../support/api.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { otherPerson, signUp } from '../support/people.ts';
import { realtimeOpens } from '../support/realtime.ts';

/** SPEC.md §2's typing text. */
const typingText = (page: Page, name: string) => page.getByText(`${name} está escribiendo…`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const unreadBadge = (page: Page) => nav(page).getByTestId('badge-unreadMessages');
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Mensaje' });
const history = (page: Page) => page.getByRole('region', { name: /^Mensajes con / });
const bubble = (page: Page, text: string) => history(page).getByRole('listitem').filter({ hasText: text });
/** Well inside TYPING_TTL_MS (5 s): whatever hides the typing text sooner than that is not its expiry. */
const FAST = { timeout: 2_000 };

async function startConversation(page: Page, userId: string): Promise<string> {
  return ((await apiAs(page, 'POST', '/api/conversations', { userId })) as { id: string }).id;
}

/** Counts the messages this page posts, to show that some input sends none. */
function countSends(page: Page): { readonly count: number } {
  const sends = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/conversations\/[^/]+\/messages$/.test(request.url()))
      sends.count += 1;
  });
  return sends;
}

async function openConversation(page: Page, conversationId: string): Promise<void> {
  const connected = realtimeOpens(page);
  await page.goto(`/messages/${conversationId}`);
  await expect(messageField(page)).toBeVisible();
  await connected;
}

test.describe('messages', () => {
  // Two browsers, each signing up, in every test.
  test.describe.configure({ timeout: 60_000 });

  test('a conversation starts from a profile; Enter and Enviar send; each side sees the other live', async ({
    page,
    browser,
  }) => {
    const ana = await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');

    await page.goto(`/user/${ana.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Vinilo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toHaveCount(0);

    await page.goto(`/user/${bea.id}`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/messages\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bea Discos' })).toBeVisible();
    const conversationId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await openConversation(bea.page, conversationId);
    await expect(bea.page.getByRole('heading', { level: 1, name: 'Ana Vinilo' })).toBeVisible();

    // The same button again opens the same conversation.
    await page.goto(`/user/${bea.id}`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));

    const sends = countSends(page);
    await messageField(page).fill('   ');
    await messageField(page).press('Enter');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(history(page).getByRole('listitem')).toHaveCount(0);
    expect(sends.count).toBe(0);

    await messageField(page).fill('Hola, Bea');
    await messageField(page).press('Enter');
    await expect(messageField(page)).toHaveValue('');
    await expect(bubble(page, 'Hola, Bea')).toHaveCount(1);
    await expect(bubble(page, 'Hola, Bea')).toContainText('Yo');
    await expect(bubble(bea.page, 'Hola, Bea')).toHaveCount(1);
    await expect(bubble(bea.page, 'Hola, Bea')).toContainText('Ana Vinilo');

    await messageField(page).fill('¿Cambiamos discos?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(bubble(bea.page, '¿Cambiamos discos?')).toHaveCount(1);

    await messageField(bea.page).fill('¡Claro!');
    await messageField(bea.page).press('Shift+Enter');
    await messageField(bea.page).pressSequentially('Tengo Kind of Blue.');
    await messageField(bea.page).press('Enter');
    await expect(bubble(page, '¡Claro!')).toHaveCount(1);
    await expect(bubble(page, '¡Claro!')).toContainText('Bea Discos');
    await expect(bubble(page, '¡Claro!')).toContainText('Tengo Kind of Blue.');
    await expect(bubble(bea.page, '¡Claro!')).toContainText('Yo');

    // Oldest first, each once, on both sides.
    for (const side of [page, bea.page]) {
      await expect(history(side).getByRole('listitem')).toHaveCount(3);
      await expect(history(side).getByRole('listitem').first()).toContainText('Hola, Bea');
      await expect(history(side).getByRole('listitem').last()).toContainText('¡Claro!');
    }
    expect(sends.count).toBe(2);
    await expectNoSeriousA11yViolations(page);
    await bea.close();
  });

  test('the typing text shows and goes away on blur, on send, on leaving, by expiry and when the other browser closes', async ({
    page,
    browser,
  }) => {
    await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    const conversationId = await startConversation(page, bea.id);
    await openConversation(page, conversationId);
    await openConversation(bea.page, conversationId);
    const anaTyping = typingText(bea.page, 'Ana Vinilo');

    await messageField(page).focus();
    await expect(anaTyping).toBeVisible();
    await messageField(page).blur();
    await expect(anaTyping).toBeHidden(FAST);

    await messageField(page).pressSequentially('Hola');
    await expect(anaTyping).toBeVisible();
    await messageField(page).press('Enter');
    await expect(bubble(bea.page, 'Hola')).toHaveCount(1);
    await expect(anaTyping).toBeHidden(FAST);

    // Leaving the screen inside the app, with the field still focused.
    await page.goto('/messages');
    await page.getByRole('link', { name: /Bea Discos/ }).click();
    await messageField(page).pressSequentially('Un momento');
    await expect(anaTyping).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await expect(anaTyping).toBeHidden(FAST);

    // Focused but not typing: the signal is not renewed and runs out by itself.
    await page.goForward();
    await messageField(page).focus();
    await expect(anaTyping).toBeVisible();
    const shownAt = Date.now();
    await expect(anaTyping).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
    await expect(messageField(page)).toBeFocused();

    // The other way round, and then Bea's browser goes away while she types.
    const beaTyping = typingText(page, 'Bea Discos');
    await messageField(bea.page).pressSequentially('Te escribo');
    await expect(beaTyping).toBeVisible();
    await expect(beaTyping).toHaveAttribute('aria-live', 'polite');
    await bea.close();
    await expect(beaTyping).toBeHidden({ timeout: 8_000 });
  });

  test("'Leído' / 'No leído' and the unread badge change live", async ({ page, browser }) => {
    await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    const conversationId = await startConversation(page, bea.id);
    await openConversation(page, conversationId);
    await bea.page.goto('/messages');
    await expect(bea.page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await expect(unreadBadge(bea.page)).toHaveCount(0);

    await messageField(page).fill('¿Has visto mi mensaje?');
    await messageField(page).press('Enter');
    const beaItem = bea.page.getByRole('link', { name: /Ana Vinilo/ });
    await expect(beaItem).toContainText('¿Has visto mi mensaje?');
    await expect(beaItem).toContainText('No leído');
    await expect(unreadBadge(bea.page)).toHaveText('1');
    await expect(nav(bea.page).getByRole('link', { name: 'Mensajes (1)' })).toBeVisible();
    await expectNoSeriousA11yViolations(bea.page);

    await page.goto('/messages');
    const anaItem = page.getByRole('link', { name: /Bea Discos/ });
    await expect(anaItem).toContainText('Leído');
    await expect(anaItem).not.toContainText('No leído');
    await expectNoSeriousA11yViolations(page);

    // Opening it marks it read, and so does a message that arrives while it is open.
    await beaItem.click();
    await expect(bubble(bea.page, '¿Has visto mi mensaje?')).toHaveCount(1);
    await expect(unreadBadge(bea.page)).toHaveCount(0);
    await expect(anaItem).toContainText('Leído');
    await openConversation(page, conversationId);
    await messageField(page).fill('Otro más');
    await messageField(page).press('Enter');
    await expect(bubble(bea.page, 'Otro más')).toHaveCount(1);
    await bea.page.getByRole('link', { name: 'Volver a Mensajes' }).click();
    await expect(beaItem).toContainText('Otro más');
    await expect(beaItem).not.toContainText('No leído');
    await expect(unreadBadge(bea.page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(bea.page);
    await bea.close();
  });

  test('older messages load on scrolling up without moving the view; new ones show at the bottom', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos');
    const conversationId = await startConversation(page, bea.id);
    const note = (n: number) => `Nota ${String(n).padStart(2, '0')}`;
    // More than one page (MESSAGE_PAGE_SIZE is 50), from both sides.
    for (let n = 1; n <= 56; n += 1) await sendAs(n % 2 === 0 ? bea.page : page, conversationId, note(n));

    await openConversation(page, conversationId);
    const items = history(page).getByRole('listitem');
    await expect(items).toHaveCount(50);
    await expect(bubble(page, note(56))).toBeInViewport();
    await expect(bubble(page, note(6))).not.toBeInViewport();
    await expect(bubble(page, note(5))).toHaveCount(0);

    await history(page).hover();
    await page.mouse.wheel(0, -100_000);
    await expect(items).toHaveCount(56);
    // What was at the top stays where the reader left it; the older page is above it.
    await expect(bubble(page, note(6))).toBeInViewport();
    await expect(bubble(page, note(1))).not.toBeInViewport();
    await expect(page.getByText('Aquí empieza la conversación.')).toBeAttached();

    // Reading older messages: a new one does not pull the view down.
    await openConversation(bea.page, conversationId);
    await messageField(bea.page).fill('Nueva mientras leías');
    await messageField(bea.page).press('Enter');
    await expect(bubble(page, 'Nueva mientras leías')).toHaveCount(1);
    await expect(bubble(page, note(6))).toBeInViewport();
    await expect(bubble(page, 'Nueva mientras leías')).not.toBeInViewport();

    // At the bottom, new messages scroll into view.
    await page.mouse.wheel(0, 100_000);
    await messageField(bea.page).fill('Y otra al final');
    await messageField(bea.page).press('Enter');
    await expect(bubble(page, 'Y otra al final')).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await bea.close();
  });

  test('after a connection drop, what was sent meanwhile appears once, and live messages go on', async ({
    page,
    browser,
  }) => {
    await signUp(page, 'Ana Vinilo');
    const bea = await otherPerson(browser, 'Bea Discos', { goesOffline: true });
    const conversationId = await startConversation(page, bea.id);
    await openConversation(page, conversationId);
    await openConversation(bea.page, conversationId);
    await messageField(page).fill('Antes del corte');
    await messageField(page).press('Enter');
    await expect(bubble(bea.page, 'Antes del corte')).toHaveCount(1);

    await bea.dropConnection();
    for (const text of ['Durante el corte 1', 'Durante el corte 2', 'Durante el corte 3']) {
      await messageField(page).fill(text);
      await messageField(page).press('Enter');
      await expect(bubble(page, text)).toHaveCount(1);
    }
    // Nothing arrives while Bea is offline: what follows really is the catch-up.
    await bea.page.waitForTimeout(1_000);
    await expect(bubble(bea.page, 'Durante el corte')).toHaveCount(0);

    await bea.context.setOffline(false);
    for (const text of ['Durante el corte 1', 'Durante el corte 2', 'Durante el corte 3']) {
      await expect(bubble(bea.page, text)).toHaveCount(1, { timeout: 15_000 });
    }
    await messageField(page).fill('Después del corte');
    await messageField(page).press('Enter');
    await expect(bubble(bea.page, 'Después del corte')).toHaveCount(1);
    await expect(history(bea.page).getByRole('listitem')).toHaveCount(5);
    await expect(history(bea.page).getByRole('listitem').last()).toContainText('Después del corte');
    await bea.close();
  });
});

/** Sends through the API (the browser tests' server allows MESSAGES_PER_10_SECONDS=1000). */
async function sendAs(page: Page, conversationId: string, text: string): Promise<void> {
  const origin = originOf(page);
  const response = await page.request.post(`${origin}/api/conversations/${conversationId}/messages`, {
    headers: { origin },
    data: { text, clientId: `seed-${text}` },
  });
  expect(response.status()).toBe(201);
}
