/**
 * English, the default locale: the mail the server sends (every locale mirrors these keys).
 * Placeholders: {product}, {name}, {username}, {minutes}.
 */
const en_EN = {
  subject: 'Reset your {product} password',
  greeting: 'Hello {name},',
  request: 'Someone asked to reset the password of your {product} account, {username}. To choose a new one, open this link within {minutes} minutes:',
  button: 'Choose a new password',
  ignore: 'If it was not you, ignore this mail: your password stays as it is, and the link stops working by itself.',
};

export default en_EN;
