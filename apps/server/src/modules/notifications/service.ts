import type { NotificationKind, NotificationStreamEvent } from '@glossy/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sharedSecret } from '../../platform/auth/secrets';
import type { Mailer } from '../../platform/mail/mail';
import { memoryHub, redisHub, type NotificationHub } from './hub';
import { presentNotification } from './presenter';
import { notificationStore } from './store';

/** Who is told: the product user's id, or the email the other modules' mails already use. */
export type Recipient = { userId: string } | { email: string };

export interface Tell {
  to: Recipient;
  kind: NotificationKind;
  title: string;
  text: string;
  /** A path on this site. */
  link: string;
}

export interface Notifications {
  /**
   * Stores the notification, tells the user's open streams, and mails when the user chose mail
   * for this kind: `mail` when the module has its own, else the notice itself. Never throws: a
   * notice that fails must not fail what it is about.
   */
  tell(notice: Tell, mail?: () => Promise<unknown>): Promise<void>;
  /** Tells the user's other tabs that the unread count changed. */
  unreadChanged(userId: string): Promise<void>;
  hub: NotificationHub;
  /** Registers an open stream's end; close() ends them, as a server does not close while they are open. */
  onClose(end: () => void): () => void;
  close(): Promise<void>;
}

async function openHub(config: Config, db: Db, logger: Logger): Promise<NotificationHub> {
  if (!config.REDIS_URL) return memoryHub();
  try {
    // Two sites on one Redis must not hear each other's users.
    const namespace = (await sharedSecret(db, 'notifications')).slice(0, 12);
    return await redisHub(config.REDIS_URL, namespace, logger);
  } catch (err) {
    logger.warn({ err }, 'Redis is not answering: notifications reach this instance’s tabs only');
    return memoryHub();
  }
}

export async function createNotifications(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
}): Promise<Notifications> {
  const { db, logger, mailer } = deps;
  const publicUrl = deps.config.publicUrl;
  const store = notificationStore(db);
  const hub = await openHub(deps.config, db, logger);
  const enders = new Set<() => void>();

  const publish = (userId: string, event: NotificationStreamEvent) => hub.publish(userId, event);

  return {
    async tell(notice, mail) {
      try {
        const user = await store.recipient(notice.to);
        if (!user) return;
        const userId = user.id;
        const { kind, title, text, link } = notice;
        const row = await store.add({ userId, kind, title, text, link });
        const unread = await store.unreadOf(userId);
        await publish(userId, {
          type: 'notification',
          notification: presentNotification(row),
          unread,
        });
        if (!(await store.settingsOf(userId))[kind]) return;
        if (mail) await mail();
        else {
          await mailer.send({
            to: user.email,
            subject: title,
            text: [`Hello ${user.name},`, '', text, '', `${publicUrl}${link}`].join('\n'),
          });
        }
      } catch (err) {
        logger.warn({ err, kind: notice.kind }, 'a notification could not be delivered');
      }
    },
    async unreadChanged(userId) {
      await publish(userId, { type: 'read', unread: await store.unreadOf(userId) });
    },
    hub,
    onClose(end) {
      enders.add(end);
      return () => enders.delete(end);
    },
    async close() {
      for (const end of [...enders]) end();
      await hub.close();
    },
  };
}
