import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage from '../../src/features/content/ContactPage';
import { renderPage, requestsTo, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillForm(email = 'ana@example.com') {
  const user = userEvent.setup();
  await user.type(field('Your name'), 'Ana Lima');
  await user.type(field('Email'), email);
  await user.type(field('Message'), 'Is the portrait course right for beginners?');
  return user;
}

/** The text that the control's aria-describedby points at. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Contact page', () => {
  it('keeps the original field names and the heading', () => {
    stubApi({});
    renderPage(ContactPage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact with Us');
    expect(field('Your name').name).toBe('from_name');
    expect(field('Email').name).toBe('from_email');
    expect(field('Message').name).toBe('message');
    expect(screen.getByText('hello@glossydrawer.local').getAttribute('href')).toBe(
      'mailto:hello@glossydrawer.local',
    );
  });

  it('checks the fields before sending anything', async () => {
    const fetchMock = stubApi({});
    renderPage(ContactPage);
    const user = userEvent.setup();
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Your name'))).toContain('Enter your name');
    expect(description(field('Email'))).toContain('Enter a valid email address');
    expect(description(field('Message'))).toContain('Write a message');
    expect(document.activeElement).toBe(field('Your name'));
  });

  it('sends the message, thanks the user and empties the form', async () => {
    const fetchMock = stubApi({ 'POST /api/contact': { status: 201, body: { insertedId: 'm1' } } });
    renderPage(ContactPage);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    // Once as a toast, once inline beside the button.
    await waitFor(() =>
      expect(screen.getAllByText(/Thank you! Your message has been sent\./)).toHaveLength(2),
    );
    expect(screen.getByText(/We usually reply within two working days/)).toBeTruthy();
    const [call] = requestsTo(fetchMock, 'POST /api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      from_name: 'Ana Lima',
      from_email: 'ana@example.com',
      message: 'Is the portrait course right for beginners?',
    });
    expect(field('Your name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('disables the button while the message is on its way', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ 'POST /api/contact': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(ContactPage);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const button = await screen.findByRole('button', { name: /Sending/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 201, body: { insertedId: 'm2' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it("shows the server's message under the field it is about and keeps what was typed", async () => {
    stubApi({
      'POST /api/contact': {
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Invalid input',
            fields: { from_email: 'This address cannot receive mail' },
          },
        },
      },
    });
    renderPage(ContactPage);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(description(field('Email'))).toContain('This address cannot receive mail'),
    );
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Your name').getAttribute('aria-invalid')).toBe('false');
    expect(field('Message').value).toBe('Is the portrait course right for beginners?');
  });

  it('asks the user to wait after too many messages', async () => {
    stubApi({
      'POST /api/contact': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests' } },
      },
    });
    renderPage(ContactPage);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait a minute and try again.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    stubApi({ 'POST /api/contact': new TypeError('Failed to fetch') });
    renderPage(ContactPage);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/Cannot reach the server/);
  });
});
