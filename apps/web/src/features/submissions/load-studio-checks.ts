/**
 * The contract's schemas (and zod with them) are a large download: the checks load when a form is
 * first used, not with the page.
 */
export const loadChecks = () => import('./studio-checks');
