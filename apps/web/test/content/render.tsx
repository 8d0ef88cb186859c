import type { ComponentType } from 'react';
import { renderWithApp } from '../support/app';

export { requestsTo, stubApi } from '../support/app';

/**
 * Renders a screen the way the app does: router, query cache and toasts. The session is left out
 * (it talks to the identity server); a test that needs a user mocks useSession.
 */
export const renderPage = (Page: ComponentType, options: { path?: string; url?: string } = {}) =>
  renderWithApp(<Page />, options);
