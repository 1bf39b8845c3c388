import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  login: {
    title: 'Bienvenue sur {{product}}',
    version: 'Version {{version}}',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion en cours…',
    forgot: 'Mot de passe oublié ?',
    external: {
      signingIn: 'Connexion avec {{provider}}…',
      failed: 'La connexion avec {{provider}} n’a pas abouti : {{message}}',
      retry: 'Réessayer',
      ownForm: 'Se connecter avec un nom d’utilisateur et un mot de passe',
    },
    errors: {
      empty: "Le nom d'utilisateur ou le mot de passe ne peut pas être vide.",
      incorrect: "Le nom d'utilisateur ou le mot de passe saisi est incorrect",
      failed: 'Échec de la connexion',
    },
  },
  forgot: {
    heading: 'Récupérer le mot de passe',
    username: 'Nom d’utilisateur',
    submit: 'M’envoyer un lien de récupération',
    submitting: 'Envoi…',
    back: 'Retour',
    empty: 'Veuillez saisir votre nom d’utilisateur',
    sent: 'Si le compte existe, un e-mail contenant les instructions sera envoyé',
  },
  about: {
    heading: 'À propos',
    body: '{{product}} est un espace de travail de type bureau dans le navigateur. Les membres d’une organisation se connectent une fois et utilisent leurs applications métier côte à côte dans des fenêtres, avec une barre, des notifications et une zone de notification, comme sur leur propre ordinateur.',
    accounts: 'Chaque organisation possède des comptes avec leur propre identité visuelle, leur politique de confidentialité et leurs applications. Les personnes membres de plusieurs comptes passent de l’un à l’autre sans se déconnecter et retrouvent leurs applications là où elles les avaient laissées.',
    data: 'Vos données restent chez l’organisation qui exploite ce site : {{product}} fonctionne sur ses propres serveurs, ne conserve les mots de passe que sous forme de hachages salés et ne transmet rien à personne.',
    contact: 'Une question sur votre compte ? Adressez-vous à l’administrateur de votre organisation ; un mot de passe oublié se réinitialise vous-même avec « Mot de passe oublié ? ».',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Politique de confidentialité',
    body: "Aucune politique de confidentialité n'a encore été publiée pour ce site.",
  },
  info: {
    back: 'Retour à la connexion',
  },
  footer: {
    about: 'À propos',
    privacy: 'Politique de confidentialité',
    copyright: '© {{year}} {{product}}. Tous droits réservés.',
    language: 'Langue',
  },
  reset: {
    heading: 'Réinitialiser le mot de passe',
    password: 'Saisissez le mot de passe',
    confirm: 'Saisissez-le à nouveau',
    rules: 'Règles du mot de passe',
    rulesIntro: 'Un nouveau mot de passe doit contenir :',
    submit: 'Valider',
    submitting: 'Enregistrement…',
    cancel: 'Annuler',
    done: 'Mot de passe réinitialisé',
    expired: 'Le lien de réinitialisation a expiré, veuillez recommencer.',
    errors: {
      length: 'Le mot de passe doit contenir au moins huit caractères !',
      digit: 'Le mot de passe doit contenir au moins un chiffre (0-9) !',
      lowercase: 'Le mot de passe doit contenir au moins une minuscule (a-z) !',
      uppercase: 'Le mot de passe doit contenir au moins une majuscule (A-Z) !',
      special: 'Le mot de passe doit contenir au moins un caractère spécial ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: 'Les mots de passe ne correspondent pas',
    },
  },
  announcements: {
    label: 'Annonces',
    slide: '{{index}} sur {{count}}',
    previous: 'Annonce précédente',
    next: 'Annonce suivante',
    pause: 'Arrêter le diaporama',
    play: 'Lancer le diaporama',
    readMore: 'EN SAVOIR PLUS',
    visitLink: 'OUVRIR LE LIEN',
    close: 'FERMER',
    fullScreen: 'PLEIN ÉCRAN',
    exitFullScreen: 'QUITTER LE PLEIN ÉCRAN',
    details: '{{name}} : détails',
  },
  boot: {
    loading: 'Chargement…',
  },
};

export default fr_FR;
