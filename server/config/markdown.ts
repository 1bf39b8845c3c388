import { GROUPS, type Group, type Variable } from './kinds';
import { CONFIG_SCHEMA } from './schema';

/** Where the reference lives, and the command that writes it. */
export const CONFIGURATION_DOC = 'docs/configuration.md';
export const CONFIGURATION_DOC_COMMAND = 'npm run docs:config';

const cell = (markdown: string): string => markdown.replace(/\|/g, '\\|');

function row(name: string, declared: Variable<unknown>): string {
  const condition = declared.onlyWith && declared.required === undefined ? `with \`${declared.onlyWith.shown}\`: ` : '';
  const refusal = declared.refusedWith ? `; \`1\` or \`true\` with \`${declared.refusedWith.condition.shown}\` stops the start` : '';
  const pair = declared.goesWith ? `; set together with \`${declared.goesWith.variable}\`, or neither` : '';
  return `| \`${name}\` | ${cell(declared.shownDefault)} | ${cell(`${condition}${declared.description}${refusal}${pair}`)} |`;
}

/** docs/configuration.md as the schema writes it: a table of variables per group. */
export function configurationMarkdown(): string {
  const variables: [string, Variable<unknown>][] = Object.entries(CONFIG_SCHEMA);
  const sections = (Object.keys(GROUPS) as Group[]).map((group) => {
    const rows = variables.filter(([, declared]) => declared.group === group).map(([name, declared]) => row(name, declared));
    return [`## ${GROUPS[group]}`, '', '| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
  });
  return [
    '# Configuration',
    '',
    `<!-- Written by \`${CONFIGURATION_DOC_COMMAND}\` from server/config/schema.ts: change the schema, then run it. -->`,
    '',
    'The server reads its environment once, at start; a bad value stops it with a message naming the variable',
    '(a secret\'s value is never printed). A blank value counts as unset.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
