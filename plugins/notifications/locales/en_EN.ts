/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  notificationCenter: {
    title: 'Notifications',
    titleQuiet: 'Notifications (do not disturb)',
    doNotDisturb: 'Do not disturb',
    quietNote: 'New notifications are kept here, without a pop-up or sound.',
    history: 'Notification history',
    empty: 'No notifications yet',
    failed: 'The notifications could not be loaded: {{message}}',
    clear: 'Clear all',
    close: 'Close',
  },
} as const;

export default en_EN;
