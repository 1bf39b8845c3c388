/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  windowlist: {
    label: 'Windows',
  },
} as const;

export default en_EN;
