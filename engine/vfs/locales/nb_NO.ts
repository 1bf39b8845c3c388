import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Norwegian (Bokmål). */
const nb_NO: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: 'Hjem',
      bos: 'Delt',
      apps: 'Programmer',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Filsystemet '{{subject}}' ble ikke funnet",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Fant ikke noe filsystem for '{{subject}}'",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Filsystemet '{{subject}}' er ikke montert",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Filsystemet '{{subject}}' er allerede montert",
      ERR_VFS_PATH_FORMAT_INVALID: "Stien '{{subject}}' samsvarer ikke med 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' er ikke et gyldig navn: et navn kan ikke være tomt, '.' eller '..', et Windows-enhetsnavn (CON, NUL, COM1…) eller bare usynlige tegn, begynne eller slutte med mellomrom, inneholde / eller \\, kontrolltegn eller kontrolltegn for toveis tekst, eller være lengre enn 255 byte",
    },
  },
};

export default nb_NO;
