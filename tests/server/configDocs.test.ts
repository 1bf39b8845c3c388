import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA, CONFIGURATION_DOC, CONFIGURATION_DOC_COMMAND, configurationMarkdown, loadConfig } from '../../server/config';

// One source for the configuration: the schema in server/config/ parses the environment and
// writes docs/configuration.md, and every variable the server reads is declared there.
const root = fileURLToPath(new URL('../..', import.meta.url));
const SCHEMA_FOLDER = path.join(root, 'server', 'config');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// `process.env.NAME`, `env.NAME`, `env?.NAME`, `env['NAME']`, and names taken apart from either.
const NAMED_READ = /\benv\??\.([A-Za-z_$][\w$]*)|\benv\s*\[\s*(['"`])([^'"`]+)\2\s*\]/g;
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g;
const COMPUTED_READ = /\benv\s*\[\s*[^'"`\s\]]/;

/** Each environment variable a source file reads by name, and its reads by a computed name, as "file:line: …". */
function readsIn(file: string): { names: { name: string; at: string }[]; computed: string[] } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = (index: number) => `${path.relative(root, file)}:${index + 1}`;
  const names = lines.flatMap((line, index) => [
    ...[...line.matchAll(NAMED_READ)].map((found) => ({ name: found[1] ?? found[3] ?? '', at: at(index) })),
    ...[...line.matchAll(DESTRUCTURED)].flatMap((found) =>
      (found[1] ?? '').split(',').map((part) => ({ name: part.split(/[:=]/)[0]?.trim() ?? '', at: at(index) })).filter((read) => read.name !== ''),
    ),
  ]);
  const computed = lines.flatMap((line, index) => (COMPUTED_READ.test(line) ? [`${at(index)}: ${line.trim()}`] : []));
  return { names, computed };
}

describe('the configuration schema', () => {
  it('writes docs/configuration.md as it is checked in', () => {
    const checkedIn = readFileSync(path.join(root, CONFIGURATION_DOC), 'utf8').split('\n');
    const written = configurationMarkdown().split('\n');
    const line = written.findIndex((text, index) => text !== checkedIn[index]);
    const differs = line >= 0 || checkedIn.length !== written.length;
    const where = line >= 0 ? ` from line ${line + 1}: "${written[line]}"` : '';
    expect(differs ? `${CONFIGURATION_DOC} differs from the schema (server/config/schema.ts)${where}; run \`${CONFIGURATION_DOC_COMMAND}\`` : 'same').toBe('same');
  });

  it('declares every environment variable the server reads', () => {
    const outside = sourcesUnder(path.join(root, 'server')).filter((file) => !file.startsWith(SCHEMA_FOLDER + path.sep));
    const reads = outside.map(readsIn);
    const undeclared = reads.flatMap(({ names }) => names.filter(({ name }) => !(name in CONFIG_SCHEMA)).map(({ name, at }) => `${at}: ${name}`));
    expect(undeclared, 'declare these in server/config/schema.ts and read them from the Config loadConfig returns').toEqual([]);
    expect(reads.flatMap(({ computed }) => computed), 'read variables by name, through server/config').toEqual([]);
  });

  it('lists every variable once, in a table of its group, with what the rules between variables say', () => {
    const markdown = configurationMarkdown();
    for (const name of Object.keys(CONFIG_SCHEMA)) expect(markdown.split(`\n| \`${name}\` |`).length - 1, name).toBe(1);
    expect(markdown).toContain('| `KEYCLOAK_URL` | required with `AUTH_TYPE=keycloak` |');
    expect(markdown).toContain('| `S3_REGION` | `us-east-1` | with `BLOB_STORE=s3://…`: ');
    expect(markdown).toMatch(/\| `ATRIUM_DEMO` \|.*`1` or `true` with `NODE_ENV=production` stops the start \|/);
  });

  it('reads a variable only where its condition holds: S3_* with an s3:// BLOB_STORE, a provider\'s settings with its AUTH_TYPE', () => {
    expect(loadConfig({ S3_REGION: 'EU Central', S3_ACCESS_KEY_ID: 'half a pair' }).blobStore).toEqual({ kind: 'local' });
    expect(loadConfig({ KEYCLOAK_URL: 'ftp://sso', OKTA_SCOPES: 'email', AUTH_ALLOW_PASSWORD: 'maybe' }).identity).toEqual({ kind: 'own' });
    expect(() => loadConfig({ AUTH_TYPE: 'okta', OKTA_CLIENT_ID: 'c', OKTA_ISSUER: 'https://x.okta.com', AUTH_ALLOW_PASSWORD: 'maybe' })).toThrow(
      'Invalid AUTH_ALLOW_PASSWORD="maybe": expected 1, true, 0 or false',
    );
  });
});
