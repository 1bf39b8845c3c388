import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** French. */
const fr_FR: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: 'Dossier personnel',
      bos: 'Partagé',
      apps: 'Applications',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Système de fichiers '{{subject}}' introuvable",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Aucun système de fichiers pour '{{subject}}'",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Le système de fichiers '{{subject}}' n'est pas monté",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Le système de fichiers '{{subject}}' est déjà monté",
      ERR_VFS_PATH_FORMAT_INVALID: "Le chemin '{{subject}}' ne correspond pas à 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' n'est pas un nom valide : un nom ne peut pas être vide, '.' ou '..', un nom de périphérique Windows (CON, NUL, COM1…) ou fait seulement de caractères invisibles, commencer ou finir par une espace, contenir / ou \\, des caractères de contrôle ou de contrôle bidirectionnel, ni dépasser 255 octets",
    },
  },
};

export default fr_FR;
