import { endUserSessions, hashPassword } from '../auth';
import { addMemberships, DirectoryConflict, insertUser } from '../users';
import { InputError, Refusal, type Command } from './command';
import { ACCOUNT_OPTIONS, accountNameOption, findAccount, findUser } from './lookup';
import { emailOption, newUsernameOption, optionalTextOption, textOption, usernameOption } from './options';
import { newPassword, PASSWORD_STDIN_OPTION, PASSWORD_RULES_DETAIL } from './password';

/** add-user: a user, a member of one account (their default); set-apps adds more. */
export const addUser: Command = {
  name: 'add-user',
  summary: 'Adds a user as a member of an account, with a password given or generated.',
  options: [
    { name: 'username', value: 'name', description: 'What they sign in with; stored in lower case.', required: true },
    { name: 'email', value: 'address', description: 'Their e-mail address, where password reset links go.', required: true },
    { name: 'first-name', value: 'name', description: 'Their first name.', required: true },
    { name: 'last-name', value: 'name', description: 'Their last name.', required: true },
    ...ACCOUNT_OPTIONS,
    { name: 'designation', value: 'title', description: 'Their job title, shown on their profile.' },
    { name: 'country', value: 'name', description: 'Their country, shown on their profile card.' },
    { name: 'manager', value: 'username', description: 'Their manager, one of the users.' },
    { name: 'admin', description: 'Makes them an administrator of the whole instance.' },
    PASSWORD_STDIN_OPTION,
  ],
  details: [
    `Without --password-stdin a password is generated and printed once. ${PASSWORD_RULES_DETAIL}`,
    'Their app list in the account starts empty: set-apps gives them apps, in this account or another.',
    'Example:',
    '  npm run atrium -- add-user --username ada --email ada@example.com --first-name Ada --last-name Lovelace --account Sales',
  ],

  async prepare(options, io) {
    const account = accountNameOption(options);
    const user = {
      username: newUsernameOption(options),
      email: emailOption(options),
      firstname: textOption(options, 'first-name'),
      lastname: textOption(options, 'last-name'),
      designation: optionalTextOption(options, 'designation'),
      isAdmin: options.admin === true,
    };
    const country = optionalTextOption(options, 'country') ?? '';
    const manager = options.manager === undefined ? undefined : usernameOption(options, 'manager');
    const { password, generated } = await newPassword(io, options['password-stdin'] === true);
    const passwordHash = await hashPassword(password);

    return async ({ db, now, print }) => {
      await db.transaction().execute(async (trx) => {
        const found = await findAccount(trx, account);
        if (await trx.selectFrom('users').select('id').where('username', '=', user.username).executeTakeFirst()) {
          throw new DirectoryConflict(`A user named '${user.username}' already exists.`);
        }
        const managerId = manager === undefined ? null : (await findUser(trx, manager)).id;
        const userId = await insertUser(trx, { ...user, passwordHash }, now);
        await trx.updateTable('users').set({ country, manager_id: managerId }).where('id', '=', userId).execute();
        await addMemberships(trx, userId, [found.id]);
        print(
          `Added ${user.isAdmin ? 'administrator' : 'user'} '${user.username}' (${user.firstname} ${user.lastname} <${user.email}>), ` +
            `a member of account '${found.name}' of organisation '${found.organisation}', their default account.`,
        );
      });
      if (generated) print(`Password, shown only this once: ${password}`);
    };
  },
};

/** list-users: who can sign in, and where. */
export const listUsers: Command = {
  name: 'list-users',
  summary: 'Lists the users, or the members of one account, with their accounts.',
  options: [
    { name: 'account', value: 'name', description: 'Only the members of this account.' },
    { name: 'organisation', value: 'name', description: "The account's organisation, needed when several have an account of that name." },
  ],
  details: ['Each line: username, name, e-mail address, and the accounts (the default one first; * marks an administrator).'],

  prepare(options) {
    const account = options.account === undefined ? undefined : accountNameOption(options);
    if (account === undefined && options.organisation !== undefined) throw new InputError('--organisation needs --account');
    return async ({ db, print }) => {
      const only = account && (await findAccount(db, account));
      let query = db
        .selectFrom('users')
        .leftJoin('account_members', 'account_members.user_id', 'users.id')
        .leftJoin('accounts', 'accounts.id', 'account_members.account_id')
        .select(['users.id', 'users.username', 'users.firstname', 'users.lastname', 'users.email', 'users.is_admin', 'accounts.name as account', 'account_members.is_default'])
        .orderBy('users.username')
        .orderBy('account_members.is_default', 'desc')
        .orderBy('accounts.name');
      if (only) query = query.where('users.id', 'in', db.selectFrom('account_members').select('user_id').where('account_id', '=', only.id));
      const rows = await query.execute();
      const users = new Map<string, { line: string; accounts: string[] }>();
      for (const row of rows) {
        const user = users.get(row.id) ?? { line: `${row.is_admin ? '*' : ' '} ${row.username}  ${row.firstname} ${row.lastname} <${row.email}>`, accounts: [] };
        if (row.account !== null) user.accounts.push(row.account);
        users.set(row.id, user);
      }
      for (const { line, accounts } of users.values()) print(`${line}  ${accounts.length > 0 ? accounts.join(', ') : '(no account)'}`);
      print(`${users.size} user${users.size === 1 ? '' : 's'}.`);
    };
  },
};

/** remove-user: the user and everything that is theirs alone. */
export const removeUser: Command = {
  name: 'remove-user',
  summary: 'Removes a user, signing them out everywhere: their settings, sessions and app lists go with them.',
  options: [{ name: 'username', value: 'name', description: 'The user to remove.', required: true }],
  details: ['The last administrator is not removed: a production instance without one has nobody to create users.'],

  prepare(options) {
    const username = usernameOption(options);
    return async ({ db, print }) => {
      await db.transaction().execute(async (trx) => {
        const user = await findUser(trx, username);
        if (user.is_admin) {
          const admins = await trx.selectFrom('users').select('id').where('is_admin', '=', 1).execute();
          if (admins.length === 1) throw new Refusal(`'${username}' is the last administrator.`);
        }
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
        print(`Removed user '${username}' (${user.firstname} ${user.lastname}).`);
      });
    };
  },
};

/** set-apps: the user's app list in one account, replaced whole. */
export const setApps: Command = {
  name: 'set-apps',
  summary: "Sets a user's app list in an account, making them a member of it when they are not.",
  options: [
    { name: 'username', value: 'name', description: 'The user.', required: true },
    ...ACCOUNT_OPTIONS,
    { name: 'apps', value: 'names', description: 'The apps by name, comma-separated (as in the profile: Notes,Files); "" for none.', required: true },
  ],
  details: ['The list replaces the one the user had in the account.', 'Example:', '  npm run atrium -- set-apps --username ada --account Sales --apps Preferences,Files,Notes'],

  prepare(options) {
    const username = usernameOption(options);
    const account = accountNameOption(options);
    const value = options.apps;
    if (typeof value !== 'string') throw new InputError('--apps needs a list of app names');
    const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
    return async ({ db, print }) => {
      await db.transaction().execute(async (trx) => {
        const user = await findUser(trx, username);
        const found = await findAccount(trx, account);
        const apps = names.length === 0 ? [] : await trx.selectFrom('apps').select(['id', 'name']).where('name', 'in', names).execute();
        const unknown = names.filter((name) => !apps.some((app) => app.name === name));
        if (unknown.length > 0) {
          const known = (await trx.selectFrom('apps').select('name').orderBy('name').execute()).map((app) => app.name);
          throw new Refusal(`There is no app ${unknown.map((name) => `'${name}'`).join(', ')}; the apps are ${known.join(', ') || 'none'}.`);
        }
        const member = await trx.selectFrom('account_members').select('user_id').where('user_id', '=', user.id).where('account_id', '=', found.id).executeTakeFirst();
        if (!member) {
          await trx.insertInto('account_members').values({ account_id: found.id, user_id: user.id, is_default: 0 }).execute();
          print(`Made '${username}' a member of account '${found.name}'.`);
        }
        await trx.deleteFrom('account_member_apps').where('user_id', '=', user.id).where('account_id', '=', found.id).execute();
        if (apps.length > 0) {
          await trx.insertInto('account_member_apps').values(apps.map((app) => ({ account_id: found.id, user_id: user.id, app_id: app.id }))).execute();
        }
        print(`Apps of '${username}' in account '${found.name}': ${names.join(', ') || 'none'}.`);
      });
    };
  },
};

/** clear-browser-cache: the user's browser clears what it keeps at their next sign-in. */
export const clearBrowserCache: Command = {
  name: 'clear-browser-cache',
  summary: "Makes the user's browser clear its caches and stored data at their next sign-in or page load.",
  options: [{ name: 'username', value: 'name', description: 'The user.', required: true }],
  details: ["The browser clears its caches and Atrium's stored data, reloads, and tells the server it is done; the user stays signed in."],

  prepare(options) {
    const username = usernameOption(options);
    return async ({ db, print }) => {
      const user = await findUser(db, username);
      await db.updateTable('users').set({ cleared_browser_cache: 1 }).where('id', '=', user.id).execute();
      print(`The browser of '${username}' clears its caches when they next sign in or load the page.`);
    };
  },
};

/** reset-password: a new password now, ending every sign-in. */
export const resetPassword: Command = {
  name: 'reset-password',
  summary: "Sets a user's password, given or generated, and signs them out everywhere.",
  options: [{ name: 'username', value: 'name', description: 'The user.', required: true }, PASSWORD_STDIN_OPTION],
  details: [`Without --password-stdin a password is generated and printed once. ${PASSWORD_RULES_DETAIL}`, 'send-reset-email lets users choose their own instead.'],

  async prepare(options, io) {
    const username = usernameOption(options);
    const { password, generated } = await newPassword(io, options['password-stdin'] === true);
    const passwordHash = await hashPassword(password);
    return async ({ db, now, print }) => {
      await db.transaction().execute(async (trx) => {
        const user = await findUser(trx, username);
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
        const ended = await endUserSessions(trx, user.id, now);
        print(`Set the password of '${username}'; ended ${ended} sign-in${ended === 1 ? '' : 's'}.`);
      });
      if (generated) print(`Password, shown only this once: ${password}`);
    };
  },
};
