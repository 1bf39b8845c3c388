import { useTranslation } from '../../i18n';
import { useServices } from '../services';

/** The account's footer text, or the copyright line with the current year when it has none (docs/features/sign-in.md#account-preferences). */
export function FooterText({ footer, className }: { footer: string | undefined; className: string }) {
  const { t } = useTranslation();
  const { config, clock } = useServices();
  const text = footer?.trim();
  // dir="auto": an English footer in a right-to-left page keeps its punctuation where it belongs.
  return <p className={className} dir="auto">{text ? text : t('footer.copyright', { year: clock.now().getFullYear(), product: config.productName })}</p>;
}
