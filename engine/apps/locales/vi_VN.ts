import type { TranslationTable } from '../../i18n';
import type en_EN from './en_EN';

/** Vietnamese. */
const vi_VN: TranslationTable<typeof en_EN> = {
  apps: {
    accessDenied: 'Truy cập bị từ chối',
    desktopOnly: 'Chỉ dành cho máy tính',
    launchFailed: 'Khởi chạy không thành công',
    openFailed: 'Không thể mở',
    noApplication: 'Không có ứng dụng nào mở được {{name}} ({{mime}})',
    openWith: 'Mở {{name}} bằng',
  },
  categories: {
    development: 'Phát triển',
    science: 'Khoa học',
    games: 'Trò chơi',
    graphics: 'Đồ họa',
    network: 'Mạng',
    multimedia: 'Đa phương tiện',
    system: 'Hệ thống',
    business: 'Kinh doanh',
    finance: 'Tài chính',
    news: 'Tin tức',
    medical: 'Y tế',
    entertainment: 'Giải trí',
    productivity: 'Năng suất',
    education: 'Giáo dục',
    photoVideo: 'Ảnh & Video',
    shopping: 'Mua sắm',
    travel: 'Du lịch',
    oi: 'Trí tuệ vận hành',
    other: 'Khác',
    salesandmarketing: 'Bán hàng & Tiếp thị',
    utilities: 'Tiện ích',
    office: 'Văn phòng',
    hrmanagement: 'Quản lý nhân sự',
    collaboration: 'Cộng tác',
    employeeCenter: 'Trung tâm nhân viên',
    employeeManagement: 'Quản lý nhân viên',
    customerRelations: 'Quan hệ khách hàng',
    qualityCompliance: 'Chất lượng & Tuân thủ',
    supportBusinessOperations: 'Hỗ trợ & Vận hành kinh doanh',
    organization: 'Tổ chức',
    qms: 'Quản lý chất lượng',
    isms: 'An toàn thông tin',
    operationalIntelligence: 'Trí tuệ vận hành',
    salesMarketing: 'Bán hàng & Tiếp thị',
  },
};

export default vi_VN;
