import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../sdk';

/** A titled group of controls, all disabled with a note saying why when its settings are locked (or `note`, when given). */
export function Section({ legend, locked, note, children }: { legend: string; locked: boolean; note?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <fieldset className="preferences__section" disabled={locked} aria-describedby={locked ? noteId : undefined}>
      <legend className="preferences__legend">{legend}</legend>
      {children}
      {locked && (
        <p id={noteId} className="preferences__locked">
          {note ?? t('preferences.locked')}
        </p>
      )}
    </fieldset>
  );
}
