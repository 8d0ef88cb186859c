import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppToaster } from '../../src/components/ui/AppToaster';
import { toast, toasterWanted } from '../../src/lib/toast';

// One module state for the file: the toaster is wanted once, as in a page's life.

it('loads no toaster with the page, and asks for it at the visitor’s first press', () => {
  const { container } = render(<AppToaster />);
  expect(toasterWanted.get()).toBe(false);
  expect(container.querySelector('[data-sonner-toaster]')).toBeNull();
  fireEvent.pointerDown(document.body);
  expect(toasterWanted.get()).toBe(true);
});

it('shows a toast raised before the toaster has loaded, once it has', async () => {
  toast.warning('Raised before the toaster');
  render(<AppToaster />);
  const early = await screen.findByText('Raised before the toaster');
  expect(early.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('warning');
  toast.success('Raised after');
  const late = await screen.findByText('Raised after');
  expect(late.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('success');
});
