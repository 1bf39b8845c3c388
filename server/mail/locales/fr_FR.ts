import type en_EN from './en_EN';

/** French. */
const fr_FR: { readonly [K in keyof typeof en_EN]: string } = {
  subject: 'Réinitialiser votre mot de passe {product}',
  greeting: 'Bonjour {name},',
  request:
    'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte {product}, {username}. Pour en choisir un nouveau, ouvrez ce lien dans les {minutes} minutes :',
  button: 'Choisir un nouveau mot de passe',
  ignore: 'Si ce n’était pas vous, ignorez ce message : votre mot de passe reste inchangé et le lien expirera de lui-même.',
};

export default fr_FR;
