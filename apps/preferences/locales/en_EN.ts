/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  preferences: {
    title: 'Preferences',
    locked: 'These settings are locked by your administrator.',
    language: {
      heading: 'Language',
      label: 'Display language',
    },
    panel: {
      heading: 'Panel position',
      top: 'Top',
      bottom: 'Bottom',
    },
    wallpaper: {
      heading: 'Wallpaper',
      gradient: 'Gradient',
      color: 'Colour',
      colorLabel: 'Wallpaper colour',
      fitLabel: 'Image fit',
      fits: {
        cover: 'Fill the screen',
        contain: 'Fit to the screen',
        tile: 'Tile',
        center: 'Centre',
      },
      images: {
        dusk: 'Dusk',
        dunes: 'Dunes',
        aurora: 'Aurora',
        lagoon: 'Lagoon',
        mosaic: 'Mosaic',
      },
    },
    font: {
      heading: 'Font',
      label: 'Desktop font',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'System font',
        serif: 'Serif',
      },
    },
    motion: {
      heading: 'Motion',
      animations: 'Animate menus and notifications',
      reduced: 'Your system asks for reduced motion: nothing animates.',
    },
    theme: {
      heading: 'Theme',
      system: 'Follow the system',
      standard: 'Standard',
      vision: 'Vision',
      dark: 'Dark',
      forced: 'Your account sets the theme.',
    },
    keybinding: {
      heading: 'Keyboard shortcut',
      label: 'Open the application menu',
      hint: 'For example Alt+A or Ctrl+Shift+F2.',
      errors: {
        empty: 'Enter a shortcut, for example Alt+A.',
        noKey: 'The shortcut needs a key after its modifiers, for example Alt+A.',
        notModifier: '“{{part}}” is not a modifier: use Ctrl, Alt, Shift or Meta.',
        notKey: '“{{part}}” is not a key: end with a letter, a digit, F1–F12 or a key such as Enter or Escape.',
        repeated: '{{part}} appears more than once.',
      },
    },
  },
} as const;

export default en_EN;
