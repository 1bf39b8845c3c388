import { useId } from 'react';
import { useTranslation } from '../../i18n';
import './passwordRules.css';

const RULES = ['length', 'digit', 'lowercase', 'uppercase', 'special'] as const;

/** The info tooltip of the reset page: the password rules, shown while the button is hovered or focused. */
export function PasswordRules() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="password-rules">
      <button className="password-rules__button" type="button" aria-label={t('reset.rules')} aria-describedby={id}>
        i
      </button>
      <span className="password-rules__tooltip" role="tooltip" id={id}>
        {t('reset.rulesIntro')}
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(`reset.errors.${rule}`)}</li>
          ))}
        </ul>
      </span>
    </span>
  );
}
