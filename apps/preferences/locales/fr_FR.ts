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
    shortcuts: {
      heading: 'Raccourcis clavier',
      search: 'Rechercher un raccourci',
      none: 'Aucun raccourci ne correspond à « {{query}} ».',
      change: 'Modifier',
      changeLabel: 'Modifier le raccourci de « {{description}} »',
      recording: 'Appuyez sur le nouveau raccourci…',
      recordingHint: 'Appuyez sur le nouveau raccourci avec ses modificateurs, ou sur Échap pour annuler.',
      reset: 'Rétablir',
      resetLabel: 'Rétablir le raccourci par défaut de « {{description}} »',
      resetAll: 'Tout rétablir',
      fixed: 'Fixe',
      refused: {
        typing: '{{chord}} serait pris à la saisie : ajoutez Ctrl, Alt ou Meta (seules F1–F12 fonctionnent seules).',
        focus: '{{chord}} déplace le focus entre les contrôles et ne peut pas être un raccourci.',
        fixed: '{{chord}} est réservé à « {{other}} », qui ne peut pas être modifié.',
        taken: '{{chord}} est déjà utilisé par « {{other}} ».',
      },
      unusable: {
        dead: 'Cette touche ne peut pas servir dans un raccourci : elle compose des caractères (touche morte).',
        composing: 'Cette touche ne peut pas servir dans un raccourci : elle va à la méthode de saisie qui compose le texte (IME).',
        unidentified: 'Cette touche ne peut pas servir dans un raccourci : le navigateur ne sait pas de quelle touche il s’agit.',
      },
    },
  },
};

export default fr_FR;
