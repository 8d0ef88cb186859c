import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../platform/mail';
import type { RateLimiter } from '../platform/rate-limit';

/** What a module's routes may use; built once in createApp. */
export interface ModuleDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}
