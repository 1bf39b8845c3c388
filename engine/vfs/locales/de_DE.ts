import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** German. */
const de_DE: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: 'Persönlicher Ordner',
      bos: 'Gemeinsame Dateien',
      apps: 'Anwendungen',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Dateisystem '{{subject}}' nicht gefunden",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Kein Dateisystem für '{{subject}}' gefunden",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Dateisystem '{{subject}}' ist nicht eingehängt",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Dateisystem '{{subject}}' ist bereits eingehängt",
      ERR_VFS_PATH_FORMAT_INVALID: "Der Pfad '{{subject}}' entspricht nicht der Form 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' ist kein gültiger Name: Ein Name darf nicht leer, '.' oder '..', ein Windows-Gerätename (CON, NUL, COM1…) oder nur aus unsichtbaren Zeichen sein, nicht mit einem Leerzeichen beginnen oder enden, weder / noch \\ noch Steuer- oder Bidi-Steuerzeichen enthalten und nicht länger als 255 Bytes sein",
    },
  },
};

export default de_DE;
