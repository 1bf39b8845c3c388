import { LOGIN_MESSAGES, PASSWORD_MESSAGES } from '../../../auth';

/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  login: {
    title: 'Welcome to {{product}}',
    version: 'Version {{version}}',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    external: {
      signingIn: 'Signing in with {{provider}}…',
      failed: 'Sign-in with {{provider}} did not work: {{message}}',
      retry: 'Try again',
      ownForm: 'Sign in with a username and password',
    },
    errors: LOGIN_MESSAGES,
  },
  forgot: {
    heading: 'Recover Password',
    username: 'Username',
    submit: 'Email me a recovery link',
    submitting: 'Sending…',
    back: 'Go Back',
    empty: 'Please enter your Username',
    sent: 'If account exists, an email will be sent with further instructions',
  },
  about: {
    heading: 'About Us',
    body: '{{product}} is a desktop-style workspace in the browser. Members of an organisation sign in once and run their business applications side by side in windows, with a panel, notifications and a tray, as they work on their own computer.',
    accounts: 'Each organisation has accounts with their own branding, privacy policy and applications. People who belong to several accounts switch between them without signing out, and find the applications they had open where they left them.',
    data: 'Your data stays with the organisation that runs this site: {{product}} runs on its own servers, keeps passwords only as salted hashes, and hands nothing to anyone else.',
    contact: 'Questions about your account? Ask the administrator of your organisation; a forgotten password you can reset yourself with “Forgot your password?”.',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Privacy Policy',
    body: 'No privacy policy has been published for this site yet.',
  },
  info: {
    back: 'Back to sign in',
  },
  footer: {
    about: 'About Us',
    privacy: 'Privacy Policy',
    copyright: '© {{year}} {{product}}. All rights reserved.',
    language: 'Language',
  },
  reset: {
    heading: 'Reset Password',
    password: 'Enter Password',
    confirm: 'Re-enter Password',
    rules: 'Password rules',
    rulesIntro: 'A new password needs:',
    submit: 'Submit',
    submitting: 'Saving…',
    cancel: 'Cancel',
    done: 'Password Reset Successfully',
    expired: 'The password reset link has expired, please try resetting again.',
    errors: PASSWORD_MESSAGES,
  },
  announcements: {
    label: 'Announcements',
    slide: '{{index}} of {{count}}',
    previous: 'Previous announcement',
    next: 'Next announcement',
    pause: 'Stop the slide show',
    play: 'Start the slide show',
    readMore: 'READ MORE',
    visitLink: 'VISIT LINK',
    close: 'CLOSE',
    fullScreen: 'FULL SCREEN',
    exitFullScreen: 'EXIT FULL SCREEN',
    details: '{{name}}: details',
  },
  boot: {
    loading: 'Loading…',
  },
} as const;

export default en_EN;
