import { ACCOUNT_THEMES, type AccountPreferences } from '../contract';
import { deleteResource, insertResource } from '../media';
import { createAccount as createDirectoryAccount, DEFAULT_ACCOUNT_PREFERENCES, readAccountPreferences } from '../users';
import { InputError, type Command } from './command';
import { resourceFileOption, textFileOption } from './inputFiles';
import { ACCOUNT_OPTIONS, accountNameOption, findAccount } from './lookup';
import { linkOption, optionalTextOption, textOption } from './options';

/** create-account: an account of an organisation, which is created when there is none. */
export const createAccount: Command = {
  name: 'create-account',
  summary: 'Creates an account, and its organisation when there is none of that name.',
  options: [
    { name: 'organisation', value: 'name', description: 'The organisation, created when there is none of that name.', required: true },
    { name: 'account', value: 'name', description: 'The new account; its preferences start at the defaults (set-account changes them).', required: true },
  ],
  details: ['Example:', '  npm run atrium -- create-account --organisation "Example Inc." --account Sales'],

  prepare(options) {
    const organisation = textOption(options, 'organisation');
    const account = textOption(options, 'account');
    return async ({ db, now, print }) => {
      const created = await db.transaction().execute((trx) => createDirectoryAccount(trx, organisation, account, now));
      if (created.organisationCreated) print(`Created organisation '${organisation}'.`);
      print(`Created account '${account}' in organisation '${organisation}'.`);
    };
  },
};

const THEMES: readonly string[] = ACCOUNT_THEMES;
const MAX_FOOTER_LENGTH = 200;

/** set-account: the account's preferences, those given; the others stay. */
export const setAccount: Command = {
  name: 'set-account',
  summary: "Sets an account's preferences: theme, favicon, privacy policy, footer, login URL, logo.",
  options: [
    ...ACCOUNT_OPTIONS,
    {
      name: 'theme',
      value: 'name',
      description: `The theme its members see, one of ${ACCOUNT_THEMES.join(', ')}; ${DEFAULT_ACCOUNT_PREFERENCES.theme} (the default) leaves each member the theme they chose.`,
    },
    { name: 'favicon', value: 'url', description: 'The browser tab’s icon while its members are signed in: a path on this site or an http(s) URL.' },
    { name: 'privacy-policy', value: 'file', description: 'An HTML file: the policy its members agree to after their first sign-in.' },
    { name: 'no-privacy-policy', description: 'Removes the privacy policy: nobody is asked to agree.' },
    { name: 'footer', value: 'text', description: 'The footer text of the desktop and the login page, instead of the copyright line.' },
    { name: 'login-url', value: 'url', description: 'Where signing out leads instead of the login page: a path on this site or an http(s) URL.' },
    { name: 'logo', value: 'file', description: 'A PNG, JPEG, GIF, WebP or SVG image: the application menu’s logo.' },
    { name: 'clear', value: 'names', description: 'Preferences to set back to their defaults, comma-separated: footer, favicon, login-url, logo.' },
  ],
  details: [
    'Only the preferences given change. A footer, favicon, login URL or logo goes back to its default with --clear.',
    'Example:',
    '  npm run atrium -- set-account --account Sales --theme vision --footer "Example Inc. — internal" \\',
    '      --privacy-policy policy.html --logo logo.png',
  ],

  async prepare(options) {
    const name = accountNameOption(options);
    const theme = optionalTextOption(options, 'theme');
    if (theme !== undefined && !THEMES.includes(theme)) throw new InputError(`--theme '${theme}' is none of ${ACCOUNT_THEMES.join(', ')}`);
    const footer = optionalTextOption(options, 'footer');
    if (footer !== undefined && footer.length > MAX_FOOTER_LENGTH) throw new InputError(`--footer is longer than ${MAX_FOOTER_LENGTH} characters`);
    const policy = await textFileOption(options, 'privacy-policy');
    if (policy !== undefined && options['no-privacy-policy']) throw new InputError('--privacy-policy and --no-privacy-policy contradict each other');
    if (policy !== undefined && (policy.trim() === '' || policy.trim() === 'null')) throw new InputError('--privacy-policy names an empty file');
    const cleared = clearedPreferences(options);
    const changes: Partial<AccountPreferences> = {
      ...(theme === undefined ? {} : { theme }),
      ...definedEntry('favicon', linkOption(options, 'favicon')),
      ...definedEntry('footer', footer),
      ...definedEntry('loginURL', linkOption(options, 'login-url')),
      ...definedEntry('privacyPolicy', options['no-privacy-policy'] ? 'null' : policy),
    };
    const logo = await resourceFileOption(options, 'logo', 'image');
    for (const key of cleared) {
      if (key in changes || (key === 'logo' && logo)) throw new InputError(`--clear names ${key}, which is also given`);
    }
    if (Object.keys(changes).length === 0 && !logo && cleared.length === 0) throw new InputError('nothing to set: give at least one preference');

    return async ({ db, now, print }) => {
      await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, name);
        const preferences = readAccountPreferences(account.preferences);
        const next: AccountPreferences = { ...preferences, ...changes };
        for (const key of cleared) next[key] = '';
        if (logo) next.logo = await insertResource(trx, logo, now);
        // The replaced logo goes: a resource never changes, and nothing else names it.
        if (preferences.logo !== '' && next.logo !== preferences.logo) await deleteResource(trx, preferences.logo);
        await trx.updateTable('accounts').set({ preferences: JSON.stringify(next) }).where('id', '=', account.id).execute();
        print(`Account '${account.name}' of organisation '${account.organisation}':`);
        for (const key of Object.keys(changes) as (keyof AccountPreferences)[]) print(`  ${key} set${key === 'privacyPolicy' ? '' : ` to '${next[key]}'`}`);
        if (logo) print(`  logo set (${logo.contentType}, ${logo.data.length} bytes)`);
        for (const key of cleared) print(`  ${key} cleared`);
      });
    };
  },
};

const CLEARABLE = { footer: 'footer', favicon: 'favicon', 'login-url': 'loginURL', logo: 'logo' } as const;

function clearedPreferences(options: Parameters<Command['prepare']>[0]): (typeof CLEARABLE)[keyof typeof CLEARABLE][] {
  const value = optionalTextOption(options, 'clear');
  if (value === undefined) return [];
  return value.split(',').map((part) => {
    const key = part.trim();
    if (!(key in CLEARABLE)) throw new InputError(`--clear '${key}' is none of ${Object.keys(CLEARABLE).join(', ')}`);
    return CLEARABLE[key as keyof typeof CLEARABLE];
  });
}

function definedEntry<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
