import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Identity } from '../platform/identity';
import type { Mailer } from '../platform/mail';
import type { RateLimiter } from '../platform/rate-limit';
import type { ResponseCache } from '../platform/response-cache';
import type { Tokens } from '../platform/tokens';
import type { AccountsStore } from './accounts/store';

/** What a module's routes may use; built once at start. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  identity: Identity;
  tokens: Tokens;
  accounts: AccountsStore;
  /** Answers of the course catalog; cleared by whatever changes courses. */
  catalogCache: ResponseCache;
}
