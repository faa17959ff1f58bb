import { screen } from '@testing-library/react';
import { EMAIL_CHANGED } from '@inscriptions/contracts';
import { bodyOf, mockFetch, renderPage } from '../../../test/render';
import { ConfirmEmailPage, EMAIL_LINK_EXPIRED, EMAIL_LINK_INVALID } from './ConfirmEmailPage';

const LINK = '/auth/confirm-email?userName=8b0e2c1a-0000-4000-8000-000000000001&email=ada%40new.example&confirmationCode=abc';

const open = (url = LINK) => renderPage(<ConfirmEmailPage />, { path: '/auth/confirm-email', url });

describe('ConfirmEmail', () => {
  it('sends the link to the server and says the address changed', async () => {
    const fetchMock = mockFetch({ 'POST /account/email/confirm': { status: 200, body: { message: EMAIL_CHANGED, email: 'ada@new.example' } } });
    await open();
    expect(await screen.findByText(EMAIL_CHANGED)).toHaveAttribute('data-outcome', 'changed');
    expect(bodyOf(fetchMock, '/account/email/confirm')).toEqual({
      userName: '8b0e2c1a-0000-4000-8000-000000000001',
      email: 'ada@new.example',
      confirmationCode: 'abc',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('says an expired link has expired', async () => {
    mockFetch({ 'POST /account/email/confirm': { status: 410, body: { code: 'ExpiredCodeException', message: 'x' } } });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_EXPIRED);
  });

  it('says a wrong or used link is not valid', async () => {
    mockFetch({ 'POST /account/email/confirm': { status: 400, body: { code: 'CodeMismatchException', message: 'x' } } });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID);
  });

  it('refuses a link missing a part without calling the server', async () => {
    const fetchMock = mockFetch({});
    await open('/auth/confirm-email?userName=x&confirmationCode=abc');
    expect(screen.getByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
