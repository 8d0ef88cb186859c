import { configure } from '@testing-library/react';

// Two workers share two cores: a query's refetch can wait its turn past Testing Library's 1 s
// default. The conditions awaited are the same; only the patience is longer.
configure({ asyncUtilTimeout: 3_000 });
