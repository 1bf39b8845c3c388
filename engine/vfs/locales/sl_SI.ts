import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Slovenian. */
const sl_SI: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: 'Domača mapa',
      bos: 'Skupno',
      apps: 'Aplikacije',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Datotečnega sistema '{{subject}}' ni mogoče najti",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Za '{{subject}}' ni datotečnega sistema",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Datotečni sistem '{{subject}}' ni priklopljen",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Datotečni sistem '{{subject}}' je že priklopljen",
      ERR_VFS_PATH_FORMAT_INVALID: "Pot '{{subject}}' ni v obliki 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' ni veljavno ime: ime ne sme biti prazno, '.' ali '..', ime naprave Windows (CON, NUL, COM1…) ali samo iz nevidnih znakov, se začeti ali končati s presledkom, vsebovati / ali \\, kontrolnih znakov ali znakov za dvosmerno besedilo niti biti daljše od 255 bajtov",
    },
  },
};

export default sl_SI;
