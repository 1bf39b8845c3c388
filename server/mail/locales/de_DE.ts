import type en_EN from './en_EN';

/** German. */
const de_DE: { readonly [K in keyof typeof en_EN]: string } = {
  subject: 'Ihr {product}-Passwort zurücksetzen',
  greeting: 'Hallo {name},',
  request:
    'Jemand hat das Zurücksetzen des Passworts Ihres {product}-Kontos {username} angefordert. Um ein neues zu wählen, öffnen Sie diesen Link innerhalb von {minutes} Minuten:',
  button: 'Neues Passwort wählen',
  ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert, und der Link verfällt von selbst.',
};

export default de_DE;
