import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { FileLinks } from '../platform/storage/file-links';
import type { Identity } from '../platform/auth/identity';
import type { Mailer } from '../platform/mail/mail';
import type { Metrics } from '../platform/observability/metrics';
import type { RateLimiter } from '../platform/protection/rate-limit';
import type { Tokens } from '../platform/auth/tokens';
import type { AnswerCache } from '../platform/edge-cache/answer-cache';
import type { AccountsStore } from './accounts/store';
import type { Notifications } from './notifications/service';

/** What a module's routes may use; built once at start. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  metrics: Metrics;
  identity: Identity;
  tokens: Tokens;
  accounts: AccountsStore;
  /**
   * Public GET answers, sent again by the edge listener without reaching the router; whatever
   * changes the data behind one (courses, for now) must clear it.
   */
  publicAnswers: AnswerCache;
  /** Signs the links to files of paid lessons, which the file route serves only when signed. */
  fileLinks: FileLinks;
  /** The bell: stores a notice, tells the user's open tabs, mails it when the user chose so. */
  notifications: Notifications;
}
