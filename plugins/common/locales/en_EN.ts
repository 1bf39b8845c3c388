/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  logout: {
    label: 'Logout',
    busy: 'Logging out…',
    title: 'Logout',
    question: 'Would you like to logout?',
    yes: 'Yes, logout',
    no: 'No, cancel',
  },
} as const;

export default en_EN;
