import type { Kysely } from 'kysely';
import { KNOWN_LOCALES, type KnownLocale } from '../contract';
import { parseJsonObject, type Database } from '../db';

const DEFAULT_LOCALE: KnownLocale = 'en_EN';

/** The language the user chose in their settings (`locale.language`), for what Atrium writes them. */
export async function userLocale(db: Kysely<Database>, userId: string): Promise<KnownLocale> {
  const row = await db.selectFrom('user_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
  const locale = parseJsonObject(row?.settings ?? '{}').locale;
  const language = typeof locale === 'object' && locale !== null ? (locale as Record<string, unknown>).language : undefined;
  return KNOWN_LOCALES.find((known) => known === language) ?? DEFAULT_LOCALE;
}
