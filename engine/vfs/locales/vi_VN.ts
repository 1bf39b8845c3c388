import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  vfs: {
    mounts: {
      home: 'Thư mục cá nhân',
      bos: 'Dùng chung',
      apps: 'Ứng dụng',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Không tìm thấy hệ thống tệp '{{subject}}'",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Không tìm thấy hệ thống tệp cho '{{subject}}'",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Hệ thống tệp '{{subject}}' chưa được gắn",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Hệ thống tệp '{{subject}}' đã được gắn",
      ERR_VFS_PATH_FORMAT_INVALID: "Đường dẫn '{{subject}}' không khớp với 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' không phải là tên hợp lệ: tên không được để trống, là '.' hoặc '..', là tên thiết bị Windows (CON, NUL, COM1…) hay chỉ gồm ký tự vô hình, bắt đầu hoặc kết thúc bằng dấu cách, chứa / hoặc \\, ký tự điều khiển hay ký tự điều khiển văn bản hai chiều, hay dài quá 255 byte",
    },
  },
};

export default vi_VN;
