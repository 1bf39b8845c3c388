/**
 * The dashboards' texts in the seven locales (added with ctx.i18n.addResources); the spec's
 * English word for word ('Unknown drill down target'). A unit test keeps every table's keys equal
 * to English's.
 */
const en_EN = {
  loading: 'Loading…',
  preparing: 'Preparing demo data… The figures are partial until it is done.',
  back: 'Back',
  backTo: 'Back to {{title}}',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  kinds: { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart', table: 'Table' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill down into {{category}}',
  drillHint: 'Arrow keys choose an element; Enter drills down.',
  noRows: 'No data for this selection.',
  chartsFailed: 'The charts could not be loaded. Open the dashboard again to retry.',
  errors: {
    unknownTarget: 'Unknown drill down target',
    noContext: 'The drill-down has no context: the widget does not say where it leads.',
    missingValue: 'The drill-down context has no value for “{{key}}”.',
    noWidget: 'No widget element was found for the drill-down.',
  },
  tryAgain: 'Try again',
  dashboards: 'Dashboards',
  noDashboards: 'This account has no dashboards yet.',
  homeFailed: 'Your home page could not be loaded: {{reason}}',
};

type Table = typeof en_EN;

const de_DE: Table = {
  loading: 'Wird geladen…',
  preparing: 'Demodaten werden vorbereitet… Bis dahin sind die Zahlen unvollständig.',
  back: 'Zurück',
  backTo: 'Zurück zu {{title}}',
  showTable: 'Als Tabelle zeigen',
  showChart: 'Als Diagramm zeigen',
  kinds: { bar: 'Balkendiagramm', line: 'Liniendiagramm', pie: 'Kreisdiagramm', table: 'Tabelle' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill-down in {{category}}',
  drillHint: 'Pfeiltasten wählen ein Element; Eingabe führt in die Tiefe.',
  noRows: 'Keine Daten für diese Auswahl.',
  chartsFailed: 'Die Diagramme konnten nicht geladen werden. Öffnen Sie das Dashboard erneut.',
  errors: {
    unknownTarget: 'Unbekanntes Drill-down-Ziel',
    noContext: 'Der Drill-down hat keinen Kontext: Das Widget nennt kein Ziel.',
    missingValue: 'Der Drill-down-Kontext hat keinen Wert für „{{key}}“.',
    noWidget: 'Für den Drill-down wurde kein Widget-Element gefunden.',
  },
  tryAgain: 'Erneut versuchen',
  dashboards: 'Dashboards',
  noDashboards: 'Dieses Konto hat noch keine Dashboards.',
  homeFailed: 'Ihre Startseite konnte nicht geladen werden: {{reason}}',
};

const fr_FR: Table = {
  loading: 'Chargement…',
  preparing: 'Préparation des données de démonstration… Les chiffres sont partiels d’ici là.',
  back: 'Retour',
  backTo: 'Retour à {{title}}',
  showTable: 'Afficher en tableau',
  showChart: 'Afficher en graphique',
  kinds: { bar: 'Graphique à barres', line: 'Graphique linéaire', pie: 'Graphique circulaire', table: 'Tableau' },
  point: '{{category}} : {{value}}',
  drillInto: 'Explorer {{category}}',
  drillHint: 'Les flèches choisissent un élément ; Entrée l’explore.',
  noRows: 'Aucune donnée pour cette sélection.',
  chartsFailed: 'Les graphiques n’ont pas pu être chargés. Rouvrez le tableau de bord pour réessayer.',
  errors: {
    unknownTarget: 'Cible d’exploration inconnue',
    noContext: 'L’exploration n’a pas de contexte : le widget n’indique pas où aller.',
    missingValue: 'Le contexte de l’exploration n’a pas de valeur pour « {{key}} ».',
    noWidget: 'Aucun élément de widget n’a été trouvé pour l’exploration.',
  },
  tryAgain: 'Réessayer',
  dashboards: 'Tableaux de bord',
  noDashboards: 'Ce compte n’a pas encore de tableau de bord.',
  homeFailed: 'Votre page d’accueil n’a pas pu être chargée : {{reason}}',
};

const nb_NO: Table = {
  loading: 'Laster…',
  preparing: 'Forbereder demodata… Tallene er ufullstendige til det er ferdig.',
  back: 'Tilbake',
  backTo: 'Tilbake til {{title}}',
  showTable: 'Vis som tabell',
  showChart: 'Vis som diagram',
  kinds: { bar: 'Stolpediagram', line: 'Linjediagram', pie: 'Sektordiagram', table: 'Tabell' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill ned i {{category}}',
  drillHint: 'Piltastene velger et element; Enter driller ned.',
  noRows: 'Ingen data for dette utvalget.',
  chartsFailed: 'Diagrammene kunne ikke lastes. Åpne dashbordet på nytt for å prøve igjen.',
  errors: {
    unknownTarget: 'Ukjent mål for drill-down',
    noContext: 'Drill-down mangler kontekst: widgeten sier ikke hvor den fører.',
    missingValue: 'Drill-down-konteksten har ingen verdi for «{{key}}».',
    noWidget: 'Fant ikke noe widget-element for drill-down.',
  },
  tryAgain: 'Prøv igjen',
  dashboards: 'Dashbord',
  noDashboards: 'Denne kontoen har ingen dashbord ennå.',
  homeFailed: 'Hjemmesiden din kunne ikke lastes: {{reason}}',
};

const sl_SI: Table = {
  loading: 'Nalaganje…',
  preparing: 'Pripravljanje predstavitvenih podatkov… Do takrat so številke nepopolne.',
  back: 'Nazaj',
  backTo: 'Nazaj na {{title}}',
  showTable: 'Prikaži kot tabelo',
  showChart: 'Prikaži kot grafikon',
  kinds: { bar: 'Stolpčni grafikon', line: 'Črtni grafikon', pie: 'Tortni grafikon', table: 'Tabela' },
  point: '{{category}}: {{value}}',
  drillInto: 'Podrobneje: {{category}}',
  drillHint: 'Puščice izberejo element; Enter prikaže podrobnosti.',
  noRows: 'Za ta izbor ni podatkov.',
  chartsFailed: 'Grafikonov ni bilo mogoče naložiti. Znova odprite nadzorno ploščo.',
  errors: {
    unknownTarget: 'Neznan cilj podrobnejšega prikaza',
    noContext: 'Podrobnejši prikaz nima konteksta: pripomoček ne pove, kam vodi.',
    missingValue: 'Kontekst podrobnejšega prikaza nima vrednosti za »{{key}}«.',
    noWidget: 'Za podrobnejši prikaz ni bilo najdenega elementa pripomočka.',
  },
  tryAgain: 'Poskusi znova',
  dashboards: 'Nadzorne plošče',
  noDashboards: 'Ta račun še nima nadzornih plošč.',
  homeFailed: 'Vaše domače strani ni bilo mogoče naložiti: {{reason}}',
};

const vi_VN: Table = {
  loading: 'Đang tải…',
  preparing: 'Đang chuẩn bị dữ liệu mẫu… Các số liệu chưa đầy đủ cho đến khi hoàn tất.',
  back: 'Quay lại',
  backTo: 'Quay lại {{title}}',
  showTable: 'Hiển thị dạng bảng',
  showChart: 'Hiển thị dạng biểu đồ',
  kinds: { bar: 'Biểu đồ cột', line: 'Biểu đồ đường', pie: 'Biểu đồ tròn', table: 'Bảng' },
  point: '{{category}}: {{value}}',
  drillInto: 'Xem chi tiết {{category}}',
  drillHint: 'Phím mũi tên chọn một phần tử; Enter để xem chi tiết.',
  noRows: 'Không có dữ liệu cho lựa chọn này.',
  chartsFailed: 'Không thể tải biểu đồ. Hãy mở lại bảng điều khiển để thử lại.',
  errors: {
    unknownTarget: 'Đích xem chi tiết không xác định',
    noContext: 'Thao tác xem chi tiết không có ngữ cảnh: tiện ích không cho biết dẫn đến đâu.',
    missingValue: 'Ngữ cảnh xem chi tiết không có giá trị cho “{{key}}”.',
    noWidget: 'Không tìm thấy phần tử tiện ích để xem chi tiết.',
  },
  tryAgain: 'Thử lại',
  dashboards: 'Bảng điều khiển',
  noDashboards: 'Tài khoản này chưa có bảng điều khiển nào.',
  homeFailed: 'Không thể tải trang chủ của bạn: {{reason}}',
};

const zh_CN: Table = {
  loading: '正在加载…',
  preparing: '正在准备演示数据… 完成之前数字不完整。',
  back: '返回',
  backTo: '返回{{title}}',
  showTable: '以表格显示',
  showChart: '以图表显示',
  kinds: { bar: '柱状图', line: '折线图', pie: '饼图', table: '表格' },
  point: '{{category}}：{{value}}',
  drillInto: '下钻到 {{category}}',
  drillHint: '方向键选择元素；回车键下钻。',
  noRows: '此选择没有数据。',
  chartsFailed: '无法加载图表。请重新打开仪表板重试。',
  errors: {
    unknownTarget: '未知的下钻目标',
    noContext: '下钻没有上下文：该组件未指明去向。',
    missingValue: '下钻上下文中没有“{{key}}”的值。',
    noWidget: '找不到用于下钻的组件元素。',
  },
  tryAgain: '重试',
  dashboards: '仪表板',
  noDashboards: '此账户还没有仪表板。',
  homeFailed: '无法加载您的主页：{{reason}}',
};

export const DASHBOARD_STRINGS: Readonly<Record<string, Table>> = { en_EN, de_DE, fr_FR, nb_NO, sl_SI, vi_VN, zh_CN };
