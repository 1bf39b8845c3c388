import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: '主文件夹',
      bos: '共享',
      apps: '应用程序',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "未找到文件系统 '{{subject}}'",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "未找到 '{{subject}}' 的文件系统",
      ERR_VFS_MOUNT_NOT_MOUNTED: "文件系统 '{{subject}}' 未挂载",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "文件系统 '{{subject}}' 已挂载",
      ERR_VFS_PATH_FORMAT_INVALID: "路径 '{{subject}}' 不符合 'name:/path' 格式",
      ERR_VFS_NAME_INVALID: "'{{subject}}' 不是有效的名称：名称不能为空、不能是 '.' 或 '..'、Windows 设备名（CON、NUL、COM1…）或仅由不可见字符组成，不能以空格开头或结尾，不能包含 / 或 \\、控制字符或双向文本控制字符，且不能超过 255 字节",
    },
  },
};

export default zh_CN;
