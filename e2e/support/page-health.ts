import type { Page } from '@playwright/test';

/**
 * Collects what a user (or their devtools) would see go wrong while a page is open: console
 * errors, uncaught exceptions, requests that fail and answers of 400 or more. Requests matching
 * an `expected` pattern (an API 404 the page asked for on purpose) are not problems.
 */
export class PageHealth {
  readonly problems: string[] = [];

  constructor(
    page: Page,
    private readonly expected: RegExp[] = [],
  ) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const where = message.location().url;
      if (this.isExpected(where) || this.isExpected(message.text())) return;
      this.problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // An abort is the page cancelling its own request (navigation, a query cancelled on unmount).
      if (reason === 'net::ERR_ABORTED' || this.isExpected(request.url())) return;
      this.problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.status() < 400 || this.isExpected(response.url())) return;
      this.problems.push(
        `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
      );
    });
  }

  private isExpected(text: string): boolean {
    return this.expected.some((pattern) => pattern.test(text));
  }
}
