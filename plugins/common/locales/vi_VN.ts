import type { TranslationTable } from '../../../sdk';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  logout: {
    label: 'Đăng xuất',
    busy: 'Đang đăng xuất…',
    title: 'Đăng xuất',
    question: 'Bạn có muốn đăng xuất không?',
    yes: 'Có, đăng xuất',
    no: 'Không, hủy',
  },
};

export default vi_VN;
