/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  widgets: {
    desktop: 'Desktop',
    add: 'Add Widget',
    remove: 'Remove Widget',
    digitalClock: 'Digital Clock',
    home: 'Home',
    setColor: 'Set Color',
    setFont: 'Set Font',
    role: 'widget',
  },
} as const;

export default en_EN;
