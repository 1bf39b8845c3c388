import type { TranslationTable } from '../../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  login: {
    title: 'Chào mừng đến với {{product}}',
    version: 'Phiên bản {{version}}',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    submitting: 'Đang đăng nhập…',
    forgot: 'Quên mật khẩu?',
    external: {
      signingIn: 'Đang đăng nhập bằng {{provider}}…',
      failed: 'Đăng nhập bằng {{provider}} không thành công: {{message}}',
      retry: 'Thử lại',
      ownForm: 'Đăng nhập bằng tên người dùng và mật khẩu',
    },
    errors: {
      empty: 'Tên đăng nhập hoặc mật khẩu không được để trống.',
      incorrect: 'Tên đăng nhập hoặc mật khẩu bạn nhập không đúng',
      failed: 'Đăng nhập không thành công',
    },
  },
  forgot: {
    heading: 'Khôi phục mật khẩu',
    username: 'Tên đăng nhập',
    submit: 'Gửi cho tôi liên kết khôi phục',
    submitting: 'Đang gửi…',
    back: 'Quay lại',
    empty: 'Vui lòng nhập tên đăng nhập của bạn',
    sent: 'Nếu tài khoản tồn tại, một email hướng dẫn tiếp theo sẽ được gửi đến bạn',
  },
  about: {
    heading: 'Giới thiệu',
    body: '{{product}} là không gian làm việc kiểu máy tính để bàn trong trình duyệt. Thành viên của một tổ chức đăng nhập một lần và chạy các ứng dụng nghiệp vụ cạnh nhau trong các cửa sổ, với thanh công cụ, thông báo và khay hệ thống, giống như trên máy tính của chính họ.',
    accounts: 'Mỗi tổ chức có các tài khoản với nhận diện thương hiệu, chính sách quyền riêng tư và ứng dụng riêng. Người thuộc nhiều tài khoản có thể chuyển đổi giữa chúng mà không cần đăng xuất, và thấy lại các ứng dụng đang mở đúng như lúc rời đi.',
    data: 'Dữ liệu của bạn ở lại với tổ chức vận hành trang này: {{product}} chạy trên máy chủ riêng của tổ chức, chỉ lưu mật khẩu dưới dạng băm có muối và không chia sẻ gì cho bên khác.',
    contact: 'Có câu hỏi về tài khoản? Hãy hỏi quản trị viên của tổ chức bạn; mật khẩu bị quên bạn có thể tự đặt lại bằng “Quên mật khẩu?”.',
    version: '{{product}} {{version}}',
  },
  privacy: {
    heading: 'Chính sách quyền riêng tư',
    body: 'Trang web này chưa công bố chính sách quyền riêng tư.',
  },
  info: {
    back: 'Quay lại đăng nhập',
  },
  footer: {
    about: 'Giới thiệu',
    privacy: 'Chính sách quyền riêng tư',
    copyright: '© {{year}} {{product}}. Bảo lưu mọi quyền.',
    language: 'Ngôn ngữ',
  },
  reset: {
    heading: 'Đặt lại mật khẩu',
    password: 'Nhập mật khẩu',
    confirm: 'Nhập lại mật khẩu',
    rules: 'Quy tắc mật khẩu',
    rulesIntro: 'Mật khẩu mới cần có:',
    submit: 'Gửi',
    submitting: 'Đang lưu…',
    cancel: 'Hủy',
    done: 'Đặt lại mật khẩu thành công',
    expired: 'Liên kết đặt lại mật khẩu đã hết hạn, vui lòng thử đặt lại lần nữa.',
    errors: {
      length: 'Mật khẩu phải có ít nhất tám ký tự!',
      digit: 'Mật khẩu phải có ít nhất một chữ số (0-9)!',
      lowercase: 'Mật khẩu phải có ít nhất một chữ cái thường (a-z)!',
      uppercase: 'Mật khẩu phải có ít nhất một chữ cái hoa (A-Z)!',
      special: 'Mật khẩu phải có ít nhất một ký tự đặc biệt ($&+,:;=?@#|\'<>.-^*()%!)',
      mismatch: 'Mật khẩu không khớp',
    },
  },
  announcements: {
    label: 'Thông báo',
    slide: '{{index}} / {{count}}',
    previous: 'Thông báo trước',
    next: 'Thông báo tiếp theo',
    pause: 'Dừng trình chiếu',
    play: 'Bắt đầu trình chiếu',
    readMore: 'XEM THÊM',
    visitLink: 'MỞ LIÊN KẾT',
    close: 'ĐÓNG',
    fullScreen: 'TOÀN MÀN HÌNH',
    exitFullScreen: 'THOÁT TOÀN MÀN HÌNH',
    details: '{{name}}: chi tiết',
  },
  boot: {
    loading: 'Đang tải…',
  },
};

export default vi_VN;
