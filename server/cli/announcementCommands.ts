import { addAnnouncement as insertAnnouncement, listAnnouncements as readAnnouncements, removeAnnouncement as deleteAnnouncement } from '../announcements';
import { InputError, Refusal, type Command } from './command';
import { resourceFileOption } from './inputFiles';
import { linkOption, optionalTextOption, textOption } from './options';

const MAX_DESCRIPTION_LENGTH = 2000;
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** add-announcement: a card of the login page's carousel, at its end. */
export const addAnnouncement: Command = {
  name: 'add-announcement',
  summary: "Adds an announcement to the login page's carousel, after the others.",
  options: [
    { name: 'name', value: 'text', description: 'Its title.', required: true },
    { name: 'media', value: 'file', description: 'Its image (PNG, JPEG, GIF, WebP, SVG) or video (MP4, WebM), at most 8 MB.', required: true },
    { name: 'description', value: 'text', description: "What 'READ MORE' shows; without one the card has no 'READ MORE'." },
    { name: 'link', value: 'url', description: "Where 'VISIT LINK' and a click on the image lead (a new tab): an http(s) URL or a path on this site." },
    { name: 'host', value: 'name', description: 'The host name whose login page shows it (atrium.example.com); every host by default.' },
    { name: 'fallback', description: 'A fallback card: the image with its name and description only.' },
  ],
  details: ['Example:', '  npm run atrium -- add-announcement --name "Town hall" --media town-hall.jpg --description "Thursday at 15:00" --link https://example.com/town-hall'],

  async prepare(options) {
    const name = textOption(options, 'name');
    const description = typeof options.description === 'string' ? options.description.trim() : '';
    if (description.length > MAX_DESCRIPTION_LENGTH) throw new InputError(`--description is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
    const link = linkOption(options, 'link') ?? '';
    const host = optionalTextOption(options, 'host')?.toLowerCase() ?? '';
    if (host !== '' && !HOST.test(host)) throw new InputError(`--host '${host}' is not a host name such as atrium.example.com`);
    const media = await resourceFileOption(options, 'media', 'media');
    if (!media) throw new InputError('--media needs a file');
    return async ({ db, now, print }) => {
      const id = await db.transaction().execute((trx) => insertAnnouncement(trx, { host, name, description, link, media, fallback: options.fallback === true }, now));
      print(`Added announcement '${name}' (${id}) for ${host === '' ? 'every host' : host}, with ${media.contentType} media of ${media.data.length} bytes.`);
    };
  },
};

/** list-announcements: every announcement, with the id remove-announcement takes. */
export const listAnnouncements: Command = {
  name: 'list-announcements',
  summary: 'Lists the announcements, host by host, in their order.',
  options: [],
  details: ['Each line: id, host (* for every host), name, media type and size, and "fallback" for a fallback card.'],

  prepare() {
    return async ({ db, print }) => {
      const rows = await readAnnouncements(db);
      for (const row of rows) {
        print(`${row.id}  ${row.host || '*'}  ${row.name}  (${row.content_type}, ${row.size} bytes)${row.fallback ? '  fallback' : ''}`);
      }
      print(`${rows.length} announcement${rows.length === 1 ? '' : 's'}.`);
    };
  },
};

/** remove-announcement: one announcement and its media. */
export const removeAnnouncement: Command = {
  name: 'remove-announcement',
  summary: 'Removes an announcement and its media.',
  options: [{ name: 'id', value: 'id', description: 'The announcement, by the id list-announcements shows.', required: true }],
  details: [],

  prepare(options) {
    const id = textOption(options, 'id');
    return async ({ db, print }) => {
      const removed = await db.transaction().execute((trx) => deleteAnnouncement(trx, id));
      if (!removed) throw new Refusal(`There is no announcement ${id}.`);
      print(`Removed announcement '${removed.name}' (${id}).`);
    };
  },
};
