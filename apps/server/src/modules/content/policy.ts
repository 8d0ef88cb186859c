import type { UserRecord } from '../../platform/http/context';

export type ContentAction = 'inbox:read' | 'blog:remove';

/** Who may do what with site content (every route's rule: test/access-matrix.test.ts). */
export function canContent(actor: Pick<UserRecord, 'role'>, action: ContentAction): boolean {
  switch (action) {
    case 'inbox:read':
    case 'blog:remove':
      return actor.role === 'admin';
  }
}
