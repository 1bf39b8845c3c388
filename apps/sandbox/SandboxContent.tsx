import { useState } from 'react';
import { useTranslation } from '../../sdk';
import './sandbox.css';

/** A paragraph, a counter button and a text area: enough to try focus, Tab and typing in a window. */
export function SandboxContent({ index }: { index: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [notes, setNotes] = useState('');
  return (
    <div className="sandbox">
      <p>{t('sandbox.intro', { index })}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {t(count === 1 ? 'sandbox.clickedOne' : 'sandbox.clickedOther', { clicks: count })}
      </button>
      <textarea aria-label={t('sandbox.notes')} value={notes} onChange={(event) => setNotes(event.target.value)} rows={4} />
      <p className="sandbox__links">
        {/* Link handling: an empty href with an application attribute, and a same-host ?app= link. */}
        <a href="" {...{ application: 'Notes', 'page-id': 'orders', title: t('sandbox.ordersTitle') }}>
          {t('sandbox.ordersLink')}
        </a>
        <a href="/?app=Notes&page=summary&pageTitle=Summary">{t('sandbox.summaryLink')}</a>
      </p>
    </div>
  );
}
