import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppToaster } from '../../src/components/ui/AppToaster';
import { toast } from '../../src/lib/toast';

it('shows a toast raised before the toaster has loaded, once it has', async () => {
  toast.warning('Raised before the toaster');
  render(<AppToaster />);
  const early = await screen.findByText('Raised before the toaster');
  expect(early.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('warning');
  toast.success('Raised after');
  const late = await screen.findByText('Raised after');
  expect(late.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('success');
});
