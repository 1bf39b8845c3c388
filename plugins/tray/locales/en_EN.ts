/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  tray: {
    label: 'Tray',
  },
} as const;

export default en_EN;
