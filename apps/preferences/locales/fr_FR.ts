import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  preferences: {
    title: 'Préférences',
    locked: 'Ces paramètres sont verrouillés par votre administrateur.',
    language: {
      heading: 'Langue',
      label: 'Langue d’affichage',
    },
    panel: {
      heading: 'Position du panneau',
      top: 'En haut',
      bottom: 'En bas',
    },
    wallpaper: {
      heading: 'Fond d’écran',
      gradient: 'Dégradé',
      color: 'Couleur',
      colorLabel: 'Couleur du fond d’écran',
      fitLabel: 'Ajustement de l’image',
      fits: {
        cover: 'Remplir l’écran',
        contain: 'Adapter à l’écran',
        tile: 'Répéter',
        center: 'Centrer',
      },
      images: {
        dusk: 'Crépuscule',
        dunes: 'Dunes',
        aurora: 'Aurore',
        lagoon: 'Lagon',
        mosaic: 'Mosaïque',
      },
    },
    font: {
      heading: 'Police',
      label: 'Police du bureau',
      names: {
        Roboto: 'Roboto',
        Lato: 'Lato',
        'system-ui': 'Police du système',
        serif: 'Police à empattements',
      },
    },
    motion: {
      heading: 'Animations',
      animations: 'Animer les menus et les notifications',
      reduced: 'Votre système demande moins de mouvement : rien n’est animé.',
    },
    theme: {
      heading: 'Thème',
      system: 'Comme le système',
      standard: 'Standard',
      vision: 'Vision',
      dark: 'Sombre',
      forced: 'Votre compte impose le thème.',
    },
    keybinding: {
      heading: 'Raccourci clavier',
      label: 'Ouvrir le menu des applications',
      hint: 'Par exemple Alt+A ou Ctrl+Shift+F2.',
      errors: {
        empty: 'Saisissez un raccourci, par exemple Alt+A.',
        noKey: 'Le raccourci doit se terminer par une touche après les modificateurs, par exemple Alt+A.',
        notModifier: '« {{part}} » n’est pas un modificateur : utilisez Ctrl, Alt, Shift ou Meta.',
        notKey: '« {{part}} » n’est pas une touche : terminez par une lettre, un chiffre, F1–F12 ou une touche comme Enter ou Escape.',
        repeated: '{{part}} apparaît plusieurs fois.',
      },
    },
  },
};

export default fr_FR;
