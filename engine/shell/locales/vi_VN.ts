import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  panel: {
    label: 'Thanh tác vụ',
    position: 'Vị trí thanh tác vụ',
    top: 'Trên cùng',
    bottom: 'Dưới cùng',
  },
  notifications: {
    label: 'Thông báo',
    dismiss: 'Bỏ qua thông báo',
  },
  language: {
    failedTitle: 'Chưa đổi ngôn ngữ',
    failed: 'Không thể tải {{language}}. Hãy kiểm tra kết nối và thử lại.',
  },
  settings: {
    unloadedTitle: 'Chưa tải được cài đặt',
    unloaded: 'Không thể tải cài đặt của bạn; hệ thống sẽ thử lại. Những thay đổi bạn thực hiện trong lúc này được giữ lại và sẽ được lưu khi cài đặt tải xong.',
  },
  socket: {
    mask: 'Vui lòng chờ kết nối mạng',
    lostTitle: 'Mất kết nối',
    lost: 'Đã mất kết nối tới máy chủ. Đang thử kết nối lại…',
    restoredTitle: 'Đã khôi phục kết nối',
    restored: 'Kết nối tới máy chủ đã trở lại.',
    failedTitle: 'Kết nối đã đóng',
    failed: 'Không thể kết nối tới máy chủ. Đang thử lại…',
  },
  welcome: {
    title: 'Chào mừng đến với {{product}}',
    message: 'Xin chào và {{greeting}}, {{firstname}}!',
    morning: 'chào buổi sáng',
    afternoon: 'chào buổi chiều',
    evening: 'chào buổi tối',
  },
  consent: {
    title: 'Chính sách quyền riêng tư',
    agree: 'Tôi đã đọc và đồng ý với chính sách quyền riêng tư',
    required: 'Bạn cần đồng ý với Điều khoản & Điều kiện của chúng tôi',
    submit: 'Tiếp tục',
    thanksTitle: 'Cảm ơn bạn',
    thanks: 'Cảm ơn bạn đã đồng ý với chính sách quyền riêng tư của chúng tôi.',
  },
  profile: {
    menu: 'Hồ sơ',
    editPreferences: 'Chỉnh sửa tùy chọn',
    switchAccount: 'Chuyển tài khoản',
    signOut: 'Đăng xuất',
  },
  profileCard: {
    close: 'Đóng',
    loading: 'Đang tải…',
    unknown: 'Không có hồ sơ',
    chat: 'Trò chuyện',
    chatWith: 'Trò chuyện với {{name}}',
    noChat: 'Chưa cài ứng dụng trò chuyện',
    mail: 'Thư',
    mailTo: 'Viết thư cho {{name}}',
    email: 'Email',
    manager: 'Quản lý',
    country: 'Quốc gia',
  },
};

export default vi_VN;
