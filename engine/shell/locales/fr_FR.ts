import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  panel: {
    label: 'Panneau',
    position: 'Position du panneau',
    top: 'En haut',
    bottom: 'En bas',
  },
  notifications: {
    label: 'Notifications',
    dismiss: 'Ignorer la notification',
  },
  language: {
    failedTitle: 'Langue inchangée',
    failed: 'Impossible de charger {{language}}. Vérifiez la connexion et réessayez.',
  },
  settings: {
    unloadedTitle: 'Paramètres non chargés',
    unloaded: 'Vos paramètres n’ont pas pu être chargés ; une nouvelle tentative aura lieu. Ce que vous modifiez entre-temps est conservé et enregistré dès qu’ils seront chargés.',
  },
  socket: {
    mask: 'Veuillez patienter, connexion réseau en cours',
    lostTitle: 'Connexion perdue',
    lost: 'La connexion au serveur a été perdue. Tentative de reconnexion…',
    restoredTitle: 'Connexion rétablie',
    restored: 'La connexion au serveur est rétablie.',
    failedTitle: 'Connexion fermée',
    failed: 'Impossible de se connecter au serveur. Nouvelle tentative…',
  },
  welcome: {
    title: 'Bienvenue sur {{product}}',
    message: 'Salut et {{greeting}} {{firstname}} !',
    morning: 'bonjour',
    afternoon: 'bon après-midi',
    evening: 'bonsoir',
  },
  consent: {
    title: 'Politique de confidentialité',
    agree: 'J’ai lu la politique de confidentialité et je l’accepte',
    required: 'Vous devez accepter nos conditions générales',
    submit: 'Continuer',
    thanksTitle: 'Merci',
    thanks: 'Merci d’avoir accepté notre politique de confidentialité.',
  },
  profile: {
    menu: 'Profil',
    editPreferences: 'Modifier les préférences',
    switchAccount: 'Changer de compte',
    signOut: 'Se déconnecter',
  },
  profileCard: {
    close: 'Fermer',
    loading: 'Chargement…',
    unknown: 'Profil indisponible',
    chat: 'Discuter',
    chatWith: 'Discuter avec {{name}}',
    noChat: 'Aucune application de discussion installée',
    mail: 'Courriel',
    mailTo: 'Écrire à {{name}}',
    email: 'Courriel',
    manager: 'Responsable',
    country: 'Pays',
  },
};

export default fr_FR;
