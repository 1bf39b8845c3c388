import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogRegistry, DIALOG_APP_ID, DIALOG_MIN, type DialogKind, type DialogOptions } from '../../../engine/dialogs';
import { writableValue } from '../../../engine/core';
import { setLocale } from '../../../engine/i18n';
import de_DE from '../../../engine/dialogs/locales/de_DE';
import { setUp } from './harness';
import { createTestI18n } from '../i18n/builtinStrings';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const dialog = (name: string) => screen.getByRole('dialog', { name });
const press = (name: string, key: string) => fireEvent.keyDown(screen.getByRole('dialog', { name }), { key });

describe('dialog service: misuse', () => {
  it("an unknown name throws 'Dialog {name} does not exist'", () => {
    const { service } = setUp();
    expect(() => service.open('nonesuch', {}, () => {})).toThrow(new Error('Dialog nonesuch does not exist'));
  });

  it("a missing callback throws 'Dialog requires a callback'", () => {
    const { service, windows } = setUp();
    expect(() => service.open('alert', { message: 'Hi' }, undefined as never)).toThrow(new Error('Dialog requires a callback'));
    expect(() => service.open('alert', { message: 'Hi' }, 'yes' as never)).toThrow('Dialog requires a callback');
    expect(windows.getState().windows.size).toBe(0);
  });

  it('show rejects with the same errors', async () => {
    const { service } = setUp();
    await expect(service.show('nonesuch', {})).rejects.toThrow('Dialog nonesuch does not exist');
  });
});

describe('dialog service: windows', () => {
  it('opens a modal, centred, non-minimizable, non-maximizable child of its parent at its minimum size', () => {
    const { service, windows, run } = setUp();
    const parent = run(() => windows.getState().create({ appId: 'orders', title: 'Orders' }));
    const { wid } = run(() => service.open('alert', { message: 'Saved', parent }, () => {}));
    const record = windows.getState().windows.get(wid);
    expect(record).toMatchObject({ appId: 'orders', parent, title: 'Alert' });
    expect(record?.attributes).toMatchObject({ modal: true, minimizable: false, maximizable: false, gravity: 'center', minDimension: DIALOG_MIN.alert });
    expect(record?.state.dimension).toEqual(DIALOG_MIN.alert);
    expect(windows.getState().windows.get(parent)?.children).toEqual([wid]);
    expect(windows.getState().focused).toBe(wid);
  });

  it('without a parent it is a top-level window of its own application', () => {
    const { service, windows, run } = setUp();
    const { wid } = run(() => service.open('prompt', { message: 'Name?' }, () => {}));
    expect(windows.getState().windows.get(wid)).toMatchObject({ appId: DIALOG_APP_ID, parent: null, title: 'Prompt' });
    expect(windows.getState().windows.get(wid)?.state.dimension).toEqual(DIALOG_MIN.prompt);
  });

  it('uses the minimum sizes of the spec per kind', () => {
    expect(DIALOG_MIN).toEqual({
      alert: { width: 400, height: 220 },
      prompt: { width: 500, height: 200 },
      progress: { width: 500, height: 200 },
      colour: { width: 500, height: 260 },
      file: { width: 400, height: 400 },
    });
  });

  it('the parent regains focus and stops loading when the dialog closes', () => {
    vi.useFakeTimers();
    const { service, windows, run } = setUp();
    const parent = run(() => windows.getState().create({ appId: 'orders', title: 'Orders' }));
    run(() => service.open('confirm', { message: 'Sure?', parent }, () => {}));
    run(() => vi.advanceTimersByTime(250));
    expect(windows.getState().windows.get(parent)?.state.loading).toBe(true);
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(windows.getState().windows.get(parent)?.state.loading).toBe(false);
    expect(windows.getState().focused).toBe(parent);
  });

  it('describes the window by its message', () => {
    const { service, run } = setUp();
    run(() => service.open('confirm', { message: 'Delete the order?', title: 'Delete' }, () => {}));
    const describedBy = dialog('Delete').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Delete the order?');
  });
});

describe('dialog service: a language switch', () => {
  it('writes open dialogs anew in the new language, their own titles included, a given title kept', async () => {
    const i18n = createTestI18n();
    const locale = writableValue('en_EN');
    const { service, windows, run } = setUp({ t: (key, values) => i18n.t(key, values), locale });
    const { wid } = run(() => service.open('confirm', { message: 'Delete?' }, () => {}));
    const titled = run(() => service.open('alert', { message: 'Saved', title: 'Orders' }, () => {}));
    expect(within(dialog('Confirm')).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await setLocale(i18n, 'de_DE');
    run(() => locale.set('de_DE'));
    expect(windows.getState().windows.get(wid)?.title).toBe(de_DE.dialog.confirm);
    expect(within(dialog(de_DE.dialog.confirm)).getByRole('button', { name: de_DE.dialog.cancel })).toBeTruthy();
    expect(windows.getState().windows.get(titled.wid)?.title).toBe('Orders');
  });
});

describe('dialog service: the callback', () => {
  it('fires exactly once, then the window is destroyed', () => {
    const { service, windows, run } = setUp();
    const order: string[] = [];
    const callback = vi.fn(() => order.push(windows.getState().windows.get(wid) ? 'callback while open' : 'callback after'));
    const { wid, close } = run(() => service.open('confirm', { message: 'Sure?' }, callback));
    const ok = screen.getByRole('button', { name: 'OK' });
    run(() => {
      fireEvent.click(ok);
      fireEvent.click(ok);
      fireEvent.keyDown(ok, { key: 'Escape' });
    });
    run(() => close('cancel'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('ok', 'ok');
    expect(order).toEqual(['callback while open']);
    expect(windows.getState().windows.get(wid)).toBeUndefined();
  });

  it('still destroys the window when the callback throws', () => {
    const { service, windows, run } = setUp();
    const handle = run(() =>
      service.open('confirm', { message: 'Sure?' }, () => {
        throw new Error('boom');
      }),
    );
    expect(() => run(() => handle.close('ok'))).toThrow('boom');
    expect(windows.getState().windows.get(handle.wid)).toBeUndefined();
  });

  it("the window's Close (its destruction) answers 'close', once", () => {
    const { service, host, run } = setUp();
    const callback = vi.fn();
    const { wid, close } = run(() => service.open('alert', { message: 'Hi' }, callback));
    run(() => host.close(wid));
    run(() => close('ok'));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('close', null);
  });

  it("closing the parent closes the dialog with 'close'", () => {
    const { service, windows, run } = setUp();
    const parent = run(() => windows.getState().create({ appId: 'orders' }));
    const callback = vi.fn();
    run(() => service.open('prompt', { message: 'Name?', parent }, callback));
    run(() => windows.getState().destroy(parent));
    expect(callback).toHaveBeenCalledWith('close', null);
  });

  it("the caller's close answers 'close' unless told otherwise", () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    const handle = run(() => service.open('confirm', { message: 'Sure?' }, callback));
    run(() => handle.close());
    expect(callback).toHaveBeenCalledWith('close', null);
  });

  it("a timeout closes it with 'timer'", () => {
    vi.useFakeTimers();
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('alert', { message: 'Bye', timeout: 1000 }, callback));
    run(() => vi.advanceTimersByTime(999));
    expect(callback).not.toHaveBeenCalled();
    run(() => vi.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledWith('timer', null);
    expect(windows.getState().windows.get(wid)).toBeUndefined();
  });
});

describe('dialog service: Escape', () => {
  it.each(['confirm', 'prompt', 'progress'] as const)("closes a %s with 'esc'", (name) => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open(name, { message: 'Hm', title: 'T' }, callback));
    run(() => fireEvent.keyDown(document.activeElement ?? dialog('T'), { key: 'Escape' }));
    expect(callback).toHaveBeenCalledWith('esc', null);
    expect(windows.getState().windows.get(wid)).toBeUndefined();
  });

  it('does not close an alert', () => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('alert', { message: 'Read me' }, callback));
    run(() => press('Alert', 'Escape'));
    expect(callback).not.toHaveBeenCalled();
    expect(windows.getState().windows.get(wid)).toBeDefined();
  });
});

describe('dialog kinds', () => {
  it('alert: OK has focus; an error alert shows the message and the stack in a pre', () => {
    const { service, run } = setUp();
    const error = new Error('Disk full');
    error.stack = 'Error: Disk full\n    at save (orders.js:10:5)';
    run(() => service.open('alert', { message: 'Could not save', type: 'error', error }, () => {}));
    const shown = dialog('Error');
    expect(within(shown).getByText('Could not save')).toBeTruthy();
    const pre = shown.querySelector('pre');
    expect(pre?.textContent).toBe('Error: Disk full\n    at save (orders.js:10:5)');
    expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'OK' }));
  });

  it('alert: a stack without the message gets the message first', () => {
    const { service, run } = setUp();
    run(() => service.open('alert', { message: 'Failed', type: 'error', error: { message: 'Disk full', stack: 'at save (orders.js:10:5)' } }, () => {}));
    expect(dialog('Error').querySelector('pre')?.textContent).toBe('Disk full\nat save (orders.js:10:5)');
  });

  it('alert reverses the button order; confirm keeps it', () => {
    const { service, run } = setUp();
    run(() => service.open('alert', { message: 'A', title: 'A', buttons: ['ok', 'no', 'cancel'] }, () => {}));
    run(() => service.open('confirm', { message: 'C', title: 'C', buttons: ['ok', 'no', 'cancel'] }, () => {}));
    const names = (title: string) => within(dialog(title)).getAllByRole('button').map((button) => button.textContent);
    expect(names('A')).toEqual(['Cancel', 'No', 'OK']);
    expect(names('C')).toEqual(['OK', 'No', 'Cancel']);
  });

  it('confirm: OK and Cancel by default, OK focused; answers with the button pressed', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('confirm', { message: 'Sure?' }, callback));
    expect(within(dialog('Confirm')).getAllByRole('button').map((button) => button.textContent)).toEqual(['OK', 'Cancel']);
    expect(document.activeElement?.textContent).toBe('OK');
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(callback).toHaveBeenCalledWith('cancel', 'cancel');
  });

  it("confirm: No answers 'no' with reason 'ok'; labels replace the texts", () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('confirm', { message: 'Save?', buttons: ['ok', 'no', 'cancel'], labels: { ok: 'Yes' } }, callback));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'No' })));
    expect(callback).toHaveBeenCalledWith('ok', 'no');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('prompt: the input has focus and the initial value; Enter accepts', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('prompt', { message: 'Name?', value: 'Ada', placeholder: 'Your name' }, callback));
    const input = screen.getByRole('textbox', { name: 'Name?' });
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('placeholder', 'Your name');
    run(() => fireEvent.change(input, { target: { value: 'Grace' } }));
    run(() => fireEvent.submit(input));
    expect(callback).toHaveBeenCalledWith('ok', 'Grace');
  });

  it("prompt: Cancel answers 'cancel' and no value", () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('prompt', { message: 'Name?', value: 'Ada' }, callback));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(callback).toHaveBeenCalledWith('cancel', null);
  });

  it.each([
    ['email', 'not an address', 'Invalid email address', 'ada@example.com'],
    ['url', 'ftp://example.com', 'Invalid URL', 'https://example.com'],
  ] as const)('prompt (%s): refuses OK with an invalid value and says why', (inputType, bad, text, good) => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('prompt', { message: 'Where?', inputType, value: bad }, callback));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(callback).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(text);
    const input = screen.getByLabelText('Where?');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    run(() => fireEvent.change(input, { target: { value: good } }));
    expect(screen.queryByRole('alert')).toBeNull();
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(callback).toHaveBeenCalledWith('ok', good);
  });

  it('prompt with a limit and a required answer: the field takes the limit, says when it is reached, and refuses a blank answer naming the rule', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('prompt', { message: 'Name?', value: 'Ada', maxLength: 5, required: true }, callback));
    const input = screen.getByRole('textbox', { name: 'Name?' });
    expect(input.getAttribute('maxlength')).toBe('5');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('');
    run(() => fireEvent.change(input, { target: { value: 'Grace' } }));
    expect(hint?.textContent).toBe('At most 5 characters');
    run(() => fireEvent.change(input, { target: { value: '   ' } }));
    expect(hint?.textContent).toBe('');
    run(() => fireEvent.submit(input));
    expect(callback).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter 1 to 5 characters, not only spaces');
    run(() => fireEvent.change(input, { target: { value: ' Ida ' } }));
    run(() => fireEvent.submit(input));
    expect(callback).toHaveBeenCalledWith('ok', ' Ida ');
  });

  it('progress: the caller updates the bar and message, and closes it', async () => {
    const { service, windows, run } = setUp();
    const progress = run(() => service.progress({ message: 'Copying', value: 10 }));
    const bar = screen.getByRole('progressbar', { name: 'Copying' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    run(() => progress.update(55, 'Copying 2 of 4'));
    expect(screen.getByRole('progressbar', { name: 'Copying 2 of 4' }).getAttribute('aria-valuenow')).toBe('55');
    run(() => progress.update(140));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    run(() => progress.update(null));
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);
    expect(within(dialog('Progress')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel']);
    run(() => progress.close());
    await expect(progress.result).resolves.toEqual({ reason: 'close', value: null });
    expect(windows.getState().windows.get(progress.wid)).toBeUndefined();
  });

  it("progress: Cancel settles with 'cancel'", async () => {
    const { service, run } = setUp();
    const progress = run(() => service.progress({ message: 'Copying' }));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(progress.result).resolves.toEqual({ reason: 'cancel', value: null });
  });

  it('update changes the window title too', () => {
    const { service, windows, run } = setUp();
    const handle = run(() => service.open('confirm', { message: 'Sure?' }, () => {}));
    run(() => handle.update({ title: 'Really?' }));
    expect(windows.getState().windows.get(handle.wid)?.title).toBe('Really?');
  });
});

describe('dialog service: promises and plugin kinds', () => {
  it('show settles with the reason and the value', async () => {
    const { service, run } = setUp();
    const answer = run(() => service.show('prompt', { message: 'Name?', value: 'Ada' }));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await expect(answer).resolves.toEqual({ reason: 'ok', value: 'Ada' });
  });

  it('a registered kind opens until its registration is disposed', async () => {
    const registry = createDialogRegistry();
    const { service, run } = setUp({ registry });
    const rating: DialogKind<DialogOptions & { stars: number }, number> = {
      minDimension: { width: 300, height: 150 },
      title: () => 'Rate',
      render: ({ options, close }) => (
        <button type="button" onClick={() => close('ok', options.stars)}>
          {`${options.stars} stars`}
        </button>
      ),
    };
    const registration = service.register('rating', rating);
    expect(service.has('rating')).toBe(true);
    const answer = run(() => service.show('rating', { stars: 4 } as never));
    run(() => fireEvent.click(screen.getByRole('button', { name: '4 stars' })));
    await expect(answer).resolves.toEqual({ reason: 'ok', value: 4 });
    registration.dispose();
    expect(() => service.open('rating', {}, () => {})).toThrow('Dialog rating does not exist');
    expect(service.has('alert')).toBe(false);
  });
});
