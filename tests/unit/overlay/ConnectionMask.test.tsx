import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writableValue } from '../../../engine/core';
import { TranslationProvider } from '../../../engine/i18n';
import { ConnectionMask, InputMaskProvider } from '../../../engine/overlay/ConnectionMask';
import { createTestI18n } from '../i18n/builtinStrings';

function renderMask(masked: boolean) {
  const value = writableValue(masked);
  const view = render(
    <TranslationProvider i18n={createTestI18n()}>
      <InputMaskProvider masked={value}>
        <textarea aria-label="Notes" />
        <ConnectionMask rect={{ left: 0, top: 30, width: 400, height: 270 }} />
      </InputMaskProvider>
    </TranslationProvider>,
  );
  return { value, view };
}

afterEach(cleanup);

describe('the connection mask', () => {
  it('shows the spec’s text over the content while masked, and nothing otherwise', () => {
    const { value } = renderMask(false);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => value.set(true));
    const mask = screen.getByRole('status');
    expect(mask.textContent).toBe('Please Wait for network connection');
    expect(mask.style).toMatchObject({ left: '0px', top: '30px', width: '400px', height: '270px' });
    act(() => value.set(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes a press without moving the focus from the field being typed into', () => {
    renderMask(true);
    const field = screen.getByLabelText('Notes');
    field.focus();
    const mask = screen.getByRole('status');
    expect(fireEvent.mouseDown(mask)).toBe(false);
    expect(fireEvent.pointerDown(mask)).toBe(false);
    expect(document.activeElement).toBe(field);
  });
});
