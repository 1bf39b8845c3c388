/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  home: {
    label: 'Home: show the desktop',
  },
} as const;

export default en_EN;
