import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: { readonly [K in keyof typeof en_EN]: string } = {
  subject: 'Ponastavite geslo za {product}',
  greeting: 'Pozdravljeni, {name},',
  request: 'Nekdo je zahteval ponastavitev gesla za vaš račun {product}, {username}. Če želite izbrati novo geslo, v {minutes} minutah odprite to povezavo:',
  button: 'Izberite novo geslo',
  ignore: 'Če to niste bili vi, prezrite to sporočilo: vaše geslo ostane nespremenjeno, povezava pa bo sama prenehala delovati.',
};

export default sl_SI;
