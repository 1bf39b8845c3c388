/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  tile: {
    label: 'Tile all windows',
  },
} as const;

export default en_EN;
