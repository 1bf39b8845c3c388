import type en_EN from './en_EN';

/** Chinese (Simplified). */
const zh_CN: { readonly [K in keyof typeof en_EN]: string } = {
  subject: '重置您的 {product} 密码',
  greeting: '{name}，您好：',
  request: '有人请求重置您的 {product} 账户（{username}）的密码。如需设置新密码，请在 {minutes} 分钟内打开此链接：',
  button: '设置新密码',
  ignore: '如果这不是您本人的操作，请忽略此邮件：您的密码不会改变，链接也会自动失效。',
};

export default zh_CN;
