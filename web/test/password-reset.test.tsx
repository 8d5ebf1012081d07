import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { texts } from '@surcos/contracts/texts';
import { apiError, json, mockApi, sessionHandlers } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

const INVALID = (): string => texts.errorCodes.INVALID_TOKEN;

describe('Forgot password', () => {
  it('is linked from the login page', async () => {
    mockApi(sessionHandlers(null).handlers);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends the address and shows the same confirmation whatever the answer says', async () => {
    const api = mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/request-password-reset': () => json({ status: true }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: texts.forgotPassword.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.forgotPassword.sent);
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ana@example.com',
    });
    await waitFor(() => expect(document.title).toBe(`${texts.forgotPassword.title} · Surcos`));
  });

  it('checks the address before sending it', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: texts.forgotPassword.submit }));
    expect(await screen.findByText(texts.validation.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')).toHaveLength(0);
  });

  it('shows the server’s message when too many links were asked for', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/request-password-reset': () =>
        apiError(429, 'RATE_LIMITED', texts.api.tooManyPasswordResets),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: texts.forgotPassword.submit }));
    expect(await screen.findByText(texts.api.tooManyPasswordResets)).toBeInTheDocument();
  });
});

describe('Reset password', () => {
  it('sets the new password with the link’s token and goes to the login', async () => {
    const api = mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/check-reset-token': () => json({ valid: true }),
      'POST /api/auth/reset-password': () => json({ status: true }),
    });
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(texts.fields.newPassword);
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field, 'corta');
    await user.click(screen.getByRole('button', { name: texts.resetPassword.submit }));
    expect(await screen.findByText(texts.validation.passwordTooShort)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: texts.resetPassword.submit }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.login.title })).toBeInTheDocument();
    expect(screen.getByText(texts.resetPassword.success)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'una-clave-larga',
    });
  });

  it('says at once that an expired, used or forged link does not work', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/check-reset-token': () => apiError(400, 'INVALID_TOKEN', INVALID()),
    });
    renderApp('/reset-password?token=caducado');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.resetPassword.invalidTitle);
    expect(screen.getByRole('link', { name: texts.resetPassword.requestNew })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(texts.fields.newPassword)).not.toBeInTheDocument();
  });

  it('treats a link without a token as dead, without asking the server', async () => {
    const api = mockApi(sessionHandlers(null).handlers);
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.resetPassword.invalidText);
    expect(api.callsTo('POST', '/api/auth/check-reset-token')).toHaveLength(0);
  });

  it('shows the dead-link page when the link is used up meanwhile', async () => {
    mockApi({
      ...sessionHandlers(null).handlers,
      'POST /api/auth/check-reset-token': () => json({ valid: true }),
      'POST /api/auth/reset-password': () => apiError(400, 'INVALID_TOKEN', INVALID()),
    });
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(texts.fields.newPassword), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: texts.resetPassword.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.resetPassword.invalidTitle);
  });
});
