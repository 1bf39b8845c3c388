/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  viewer: {
    definedBy: '{{title}} is defined by data and opened through the Viewer.',
    pending: 'Its pages will show here once the app studio publishes them.',
    loading: 'Loading…',
    tooLarge: '{{name}} is too large to show here ({{size}}).',
    unsupported: 'The Viewer shows images and text; {{name}} is {{mime}}.',
  },
} as const;

export default en_EN;
