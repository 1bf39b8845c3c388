import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: { readonly [K in keyof typeof en_EN]: string } = {
  subject: 'Đặt lại mật khẩu {product} của bạn',
  greeting: 'Xin chào {name},',
  request: 'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản {product} của bạn, {username}. Để chọn mật khẩu mới, hãy mở liên kết này trong vòng {minutes} phút:',
  button: 'Chọn mật khẩu mới',
  ignore: 'Nếu không phải bạn, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên và liên kết sẽ tự hết hiệu lực.',
};

export default vi_VN;
