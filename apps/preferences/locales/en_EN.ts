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
    shortcuts: {
      heading: 'Keyboard shortcuts',
      search: 'Search shortcuts',
      none: 'No shortcut matches “{{query}}”.',
      change: 'Change',
      changeLabel: 'Change the shortcut of “{{description}}”',
      recording: 'Press the new shortcut…',
      recordingHint: 'Press the new shortcut with its modifiers, or Escape to cancel.',
      reset: 'Reset',
      resetLabel: 'Reset “{{description}}” to its default',
      resetAll: 'Reset all',
      fixed: 'Fixed',
      refused: {
        typing: '{{chord}} would be taken from typing: add Ctrl, Alt or Meta (only F1–F12 work alone).',
        focus: '{{chord}} moves the focus between controls and cannot be a shortcut.',
        fixed: "{{chord}} is kept for '{{other}}', which cannot be changed.",
        taken: "{{chord}} is already used by '{{other}}'.",
      },
      unusable: {
        dead: 'This key cannot be used in a shortcut: it composes characters (dead key).',
        composing: 'This key cannot be used in a shortcut: it goes to the input method composing text (IME).',
        unidentified: 'This key cannot be used in a shortcut: the browser cannot tell which key it is.',
      },
    },
  },
} as const;

export default en_EN;
