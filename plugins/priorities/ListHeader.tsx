import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import type { TaskListType } from '../../server/contract';
import { COLOURS } from './constants';
import { Icon } from './icons';
import { countOf, otherTypes } from './rules';
import type { Translate } from './taskActions';
import type { TaskListStore } from './taskListStore';

export interface ListHeaderProps {
  store: TaskListStore;
  t: Translate;
}

/**
 * The list's title as a dropdown offering the two other lists, and the four colour toggles with
 * their counts: pressing one shows only that colour, pressing it again every colour (a plain refetch).
 */
export function ListHeader({ store, t }: ListHeaderProps) {
  const { type, focus, counts, chooseType, chooseColour, refetch } = useStore(store);
  const [choosing, setChoosing] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const choose = (next: TaskListType) => {
    setChoosing(false);
    toggle.current?.focus();
    void chooseType(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !choosing) return;
    // The choice closes first; the popup's own Escape comes at the next press.
    event.stopPropagation();
    setChoosing(false);
    toggle.current?.focus();
  };

  return (
    <div className="priorities__header" onKeyDown={onKeyDown}>
      <div className="priorities__chooser">
        <button
          ref={toggle}
          type="button"
          className="priorities__type"
          aria-expanded={choosing}
          aria-controls={choosing ? listId : undefined}
          onClick={() => setChoosing((open) => !open)}
        >
          {t(`types.${type}`)}
          <Icon name="chevron" />
        </button>
        {choosing ? (
          <ul id={listId} className="priorities__types" aria-label={t('chooseList')}>
            {otherTypes(type).map((other) => (
              <li key={other}>
                <button type="button" className="priorities__typeOption" onClick={() => choose(other)}>
                  {t(`types.${other}`)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="priorities__colours" role="group" aria-label={t('colourFilter')}>
        {COLOURS.map((colour) => {
          const count = countOf(counts, colour);
          return (
            <button
              key={colour}
              type="button"
              className="priorities__colour"
              data-colour={colour.toLowerCase()}
              aria-pressed={focus === colour}
              aria-label={t('colourCount', { colour: t(`colours.${colour.toLowerCase()}`), count })}
              onClick={() => void (focus === colour ? refetch() : chooseColour(colour))}
            >
              {count}
            </button>
          );
        })}
      </div>
    </div>
  );
}
