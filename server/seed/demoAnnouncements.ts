import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { addAnnouncement } from '../announcements';
import type { Database } from '../db';
import { checkResource } from '../media';

// Beside the source, and beside the bundle, where the build copies them (scripts/server-bundle.mjs).
const MEDIA = new URL('./media/', import.meta.url);

interface DemoAnnouncement {
  name: string;
  description: string;
  link: string;
  media: string;
  fallback: boolean;
}

/** The login page's carousel in the demo: images, a short video, a link and a fallback card. */
const ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    name: 'Welcome to Atrium',
    description:
      'Your business applications run side by side in windows on one desktop. Sign in to pick up where you left off: ' +
      'the applications you had open come back as you left them.',
    link: '',
    media: 'welcome.jpg',
    fallback: false,
  },
  {
    name: 'Quarterly town hall',
    description: 'Results of the quarter, the road map and your questions, on Thursday at 15:00 in the main hall and online.',
    link: 'https://example.com/town-hall',
    media: 'town-hall.jpg',
    fallback: false,
  },
  {
    name: 'Back in within a minute',
    description: "Choose 'Forgot your password?' below the sign-in form: a link to choose a new one arrives by mail within a minute.",
    link: '',
    media: 'recovery.webm',
    fallback: false,
  },
  {
    name: 'Keep your account safe',
    description: 'Never share your password. Atrium never asks for it by mail or by phone.',
    link: '',
    media: 'security.jpg',
    fallback: true,
  },
];

/** Adds the demo announcements, for every host. */
export async function insertDemoAnnouncements(db: Kysely<Database>, media: ReadonlyMap<string, Uint8Array>, now: number): Promise<void> {
  for (const announcement of ANNOUNCEMENTS) {
    const bytes = media.get(announcement.media);
    if (!bytes) throw new Error(`the demo announcement '${announcement.name}' has no media ${announcement.media}`);
    const checked = await checkResource(bytes);
    if ('problem' in checked) throw new Error(`the demo's ${announcement.media} cannot be shown: ${checked.problem}`);
    await addAnnouncement(db, { ...announcement, host: '', media: checked.content }, now);
  }
}

/** The demo's media files by name, read before the seed's transaction. */
export async function readDemoMedia(): Promise<Map<string, Uint8Array>> {
  const names = [...new Set(ANNOUNCEMENTS.map((announcement) => announcement.media))];
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(new URL(name, MEDIA))] as const)));
}
