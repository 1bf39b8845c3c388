/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  panel: {
    label: 'Panel',
    position: 'Panel position',
    top: 'Top',
    bottom: 'Bottom',
  },
  notifications: {
    label: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  language: {
    failedTitle: 'Language not changed',
    failed: '{{language}} could not be loaded. Check the connection and try again.',
  },
  settings: {
    unloadedTitle: 'Settings not loaded',
    unloaded: 'Your settings could not be loaded and will be tried again. Changes you make meanwhile are kept and saved once they have loaded.',
  },
  socket: {
    mask: 'Please Wait for network connection',
    lostTitle: 'Connection lost',
    lost: 'The connection to the server was lost. Trying to reconnect…',
    restoredTitle: 'Connection restored',
    restored: 'The connection to the server is back.',
    failedTitle: 'Connection closed',
    failed: 'Could not connect to the server. Trying again…',
  },
  welcome: {
    title: 'Welcome to {{product}}',
    message: 'Hello and {{greeting}} {{firstname}}!',
    morning: 'Good Morning',
    afternoon: 'Good Afternoon',
    evening: 'Good Evening',
  },
  consent: {
    title: 'Privacy Policy',
    agree: 'I have read the privacy policy and agree to it',
    required: 'You need to agree with our T&C',
    submit: 'Continue',
    thanksTitle: 'Thank you',
    thanks: 'Thank you for agreeing to our privacy policy.',
  },
  profile: {
    menu: 'Profile',
    editPreferences: 'Edit Preferences',
    switchAccount: 'Switch Account',
    signOut: 'Sign Out',
  },
  profileCard: {
    close: 'Close',
    loading: 'Loading…',
    unknown: 'Profile not available',
    chat: 'Chat',
    chatWith: 'Chat with {{name}}',
    noChat: 'No chat application is installed',
    mail: 'Mail',
    mailTo: 'Write to {{name}}',
    email: 'Email',
    manager: 'Manager',
    country: 'Country',
  },
} as const;

export default en_EN;
