/** The bell's accessible name says the count, which the badge only shows. */
export const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;

/** The badge keeps to three characters. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));
