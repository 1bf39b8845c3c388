import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: { readonly [K in keyof typeof en_EN]: string } = {
  subject: 'Tilbakestill passordet ditt for {product}',
  greeting: 'Hei {name},',
  request: 'Noen har bedt om å tilbakestille passordet for {product}-kontoen din, {username}. Åpne denne lenken innen {minutes} minutter for å velge et nytt:',
  button: 'Velg et nytt passord',
  ignore: 'Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir uendret, og lenken slutter å virke av seg selv.',
};

export default nb_NO;
