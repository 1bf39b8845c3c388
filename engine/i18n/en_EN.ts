import { LOGIN_MESSAGES } from '../auth';

/** English, the default locale: every string the shell shows. Other locales mirror these keys. */
export const en_EN = {
  login: {
    title: 'Welcome to {{product}}',
    version: 'Version {{version}}',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in…',
    forgot: 'Forgot your password?',
    errors: LOGIN_MESSAGES,
  },
  forgot: {
    heading: 'Recover Password',
    unavailable: 'Password recovery is not available yet. Please ask your administrator to reset your password.',
    back: 'Go Back',
  },
  about: {
    heading: 'About Us',
    body: '{{product}} is a desktop-style workspace in the browser where members of an organisation sign in and run business applications in windows.',
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
  },
  boot: {
    loading: 'Loading…',
  },
  panel: {
    label: 'Panel',
    signOut: 'Sign Out',
    signingOut: 'Signing out…',
  },
  window: {
    move: 'Move',
    minimize: 'Minimize',
    maximize: 'Maximize',
    restore: 'Restore',
    raise: 'Raise',
    close: 'Close',
    loading: 'Loading…',
    menu: 'Window menu',
  },
  notifications: {
    label: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  dialog: {
    ok: 'OK',
    no: 'No',
    cancel: 'Cancel',
    alert: 'Alert',
    error: 'Error',
    confirm: 'Confirm',
    prompt: 'Prompt',
    progress: 'Progress',
    // The spec's texts (panel section 8), kept equal to DIALOG_ERRORS by a unit test.
    invalidEmail: 'Invalid email address',
    invalidUrl: 'Invalid URL',
  },
  welcome: {
    title: 'Welcome to {{product}}',
    message: 'Hello and {{greeting}} {{firstname}}!',
    morning: 'Good Morning',
    afternoon: 'Good Afternoon',
    evening: 'Good Evening',
  },
} as const;
