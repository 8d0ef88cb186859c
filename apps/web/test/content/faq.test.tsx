import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FaqPage from '../../src/features/content/FaqPage';
import { renderPage, stubApi } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FAQ page', () => {
  it('opens an answer when its question is chosen and points to the contact page', async () => {
    stubApi({
      'GET /api/faq': {
        body: [
          { id: 1, question: 'What is digital art?', answer: 'Art made with digital tools.' },
          { id: 2, question: 'Do I need a tablet?', answer: 'No, a mouse works too.' },
        ],
      },
    });
    renderPage(FaqPage, { path: '/faq' });
    const user = userEvent.setup();

    const question = await screen.findByText('Do I need a tablet?');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    // A native <summary>: the browser itself makes it focusable and opens it with Enter or Space.
    expect(question.tagName).toBe('SUMMARY');
    await user.click(question);
    expect(details?.open).toBe(true);

    expect(
      screen.getByRole('link', { name: 'Still have questions? Contact us' }).getAttribute('href'),
    ).toBe('/contact');
  });
});
