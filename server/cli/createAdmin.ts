import { hashPassword } from '../auth';
import { createAdministrator } from '../users';
import { INVOCATION, type Command } from './command';
import { emailOption, newUsernameOption, textOption } from './options';
import { newPassword, PASSWORD_RULES_DETAIL, PASSWORD_STDIN_OPTION } from './password';

/** create-admin: a production instance's first administrator, and any after. */
export const createAdmin: Command = {
  name: 'create-admin',
  summary: 'Creates an administrator, and their organisation and account when these do not exist.',
  options: [
    { name: 'username', value: 'name', description: 'What they sign in with; stored in lower case.', required: true },
    { name: 'email', value: 'address', description: 'Their e-mail address.', required: true },
    { name: 'first-name', value: 'name', description: 'Their first name.', required: true },
    { name: 'last-name', value: 'name', description: 'Their last name.', required: true },
    { name: 'organisation', value: 'name', description: 'Their organisation, created when there is none of that name.', required: true },
    { name: 'account', value: 'name', description: "Their account in the organisation, created when there is none; it becomes their default.", required: true },
    PASSWORD_STDIN_OPTION,
  ],
  details: [
    `Without --password-stdin a password is generated and printed once. ${PASSWORD_RULES_DETAIL}`,
    'Example:',
    `  printf '%s\\n' "$PASSWORD" | ${INVOCATION} create-admin --username ada --email ada@example.com \\`,
    '      --first-name Ada --last-name Lovelace --organisation "Analytical Engines" --account Main --password-stdin',
  ],

  async prepare(options, io) {
    const organisation = textOption(options, 'organisation');
    const account = textOption(options, 'account');
    const user = {
      username: newUsernameOption(options),
      email: emailOption(options),
      firstname: textOption(options, 'first-name'),
      lastname: textOption(options, 'last-name'),
    };
    const { password, generated } = await newPassword(io, options['password-stdin'] === true);
    const passwordHash = await hashPassword(password);

    return async ({ db, now, print }) => {
      const created = await createAdministrator(db, { organisation, account, user: { ...user, passwordHash } }, now);
      if (created.organisationCreated) print(`Created organisation '${organisation}'.`);
      if (created.accountCreated) print(`Created account '${account}' in organisation '${organisation}'.`);
      print(
        `Created administrator '${user.username}' (${user.firstname} ${user.lastname} <${user.email}>), ` +
          `a member of account '${account}' of organisation '${organisation}', their default account.`,
      );
      if (generated) print(`Password, shown only this once: ${password}`);
    };
  },
};
