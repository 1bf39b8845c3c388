import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_MIN, PICKER_DIALOG_MIN } from '../../../engine/dialogs';
import { setUp } from './harness';

afterEach(() => {
  cleanup();
});

const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string) => screen.getByRole('button', { name });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('colour dialog', () => {
  it('opens at the spec minimum 500×260 titled Colour, the hex field focused with the value', () => {
    const { service, windows, run } = setUp();
    const { wid } = run(() => service.open('colour', { value: '#FF8800' }, () => {}));
    expect(windows.getState().windows.get(wid)?.state.dimension).toEqual(DIALOG_MIN.colour);
    expect(within(dialog('Colour')).getByRole('textbox', { name: 'Hex' })).toBe(document.activeElement);
    expect(screen.getByRole('textbox', { name: 'Hex' })).toHaveProperty('value', '#ff8800');
    expect(screen.getByLabelText('Colour picker')).toHaveProperty('value', '#ff8800');
  });

  it('defaults to #ffffff and answers it on OK', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('colour', {}, callback));
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', '#ffffff');
  });

  it('keeps picker, hex field and preview in step, and answers the normalised colour', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('colour', {}, callback));
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    run(() => fireEvent.change(hex, { target: { value: 'F0A' } }));
    expect(screen.getByLabelText('Colour picker')).toHaveProperty('value', '#ff00aa');
    expect(screen.getByRole('img', { name: 'Preview: #ff00aa' })).toBeTruthy();
    run(() => fireEvent.input(screen.getByLabelText('Colour picker'), { target: { value: '#336699' } }));
    expect(hex).toHaveProperty('value', '#336699');
    run(() => fireEvent.change(hex, { target: { value: '#ABCDEF' } }));
    run(() => fireEvent.submit(hex));
    expect(callback).toHaveBeenCalledWith('ok', '#abcdef');
  });

  it('an invalid hex shows why and disables OK until it is valid again', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('colour', { value: '#123456' }, callback));
    const hex = screen.getByRole('textbox', { name: 'Hex' });
    run(() => fireEvent.change(hex, { target: { value: '#12345' } }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a colour as #rgb or #rrggbb');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(button('OK')).toHaveProperty('disabled', true);
    // The picker and preview keep the last colour that was one.
    expect(screen.getByRole('img', { name: 'Preview: #123456' })).toBeTruthy();
    run(() => fireEvent.submit(hex));
    expect(callback).not.toHaveBeenCalled();
    run(() => fireEvent.change(hex, { target: { value: '#123457' } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('OK')).toHaveProperty('disabled', false);
  });

  it('Cancel answers cancel and Escape esc, both without a colour', () => {
    const { service, run } = setUp();
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('colour', { value: '#000000' }, cancelled));
    run(() => fireEvent.change(screen.getByRole('textbox', { name: 'Hex' }), { target: { value: '#ff0000' } }));
    run(() => fireEvent.click(button('Cancel')));
    expect(cancelled).toHaveBeenCalledWith('cancel', null);
    run(() => service.open('colour', { value: '#000000' }, escaped));
    run(() => fireEvent.change(screen.getByRole('textbox', { name: 'Hex' }), { target: { value: '#ff0000' } }));
    run(escape);
    expect(escaped).toHaveBeenCalledWith('esc', null);
  });
});

describe('font dialog', () => {
  it('opens at its minimum size titled Font, the name focused, with the defaults', () => {
    const { service, windows, run } = setUp();
    const { wid } = run(() => service.open('font', {}, () => {}));
    expect(windows.getState().windows.get(wid)?.state.dimension).toEqual(PICKER_DIALOG_MIN.font);
    const name = within(dialog('Font')).getByRole('combobox', { name: 'Font' });
    expect(document.activeElement).toBe(name);
    expect(name).toHaveProperty('value', 'Monospace');
    expect(within(name).getAllByRole('option').map((option) => option.textContent)).toEqual(['Monospace', 'Roboto', 'Lato', 'Serif', 'Sans-serif']);
    expect(screen.getByRole('spinbutton', { name: 'Size (6–48 px)' })).toHaveProperty('value', '14');
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveProperty('value', 'normal');
  });

  it('answers name, size and style on OK; the preview shows them', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('font', { name: 'Roboto', size: 20 }, callback));
    run(() => fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'Serif' } }));
    run(() => fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '32' } }));
    run(() => fireEvent.change(screen.getByRole('combobox', { name: 'Style' }), { target: { value: 'bold italic' } }));
    const preview = screen.getByLabelText('Preview');
    expect(preview.style.fontFamily).toBe('serif');
    expect(preview.style.fontSize).toBe('32px');
    expect(preview.style.fontStyle).toBe('italic');
    expect(preview.style.fontWeight).toBe('bold');
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', { name: 'Serif', size: 32, style: 'bold italic' });
  });

  it.each([
    ['60', '48'],
    ['2', '6'],
    ['12.6', '13'],
    ['', '20'],
  ])('a size of %j is clamped to %s when the field is left', (typed, shown) => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('font', { size: 20 }, callback));
    const size = screen.getByRole('spinbutton');
    run(() => fireEvent.change(size, { target: { value: typed } }));
    run(() => fireEvent.blur(size));
    expect(size).toHaveProperty('value', shown);
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', { name: 'Monospace', size: Number(shown), style: 'normal' });
  });

  it('a size out of range is clamped on OK too, and in the preview', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('font', {}, callback));
    run(() => fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '100' } }));
    expect(screen.getByLabelText('Preview').style.fontSize).toBe('48px');
    run(() => fireEvent.submit(screen.getByRole('spinbutton')));
    expect(callback).toHaveBeenCalledWith('ok', { name: 'Monospace', size: 48, style: 'normal' });
  });

  it('nameOnly: size and style are shown but disabled, and the answer keeps them', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('font', { nameOnly: true, name: 'Lato', size: 30, style: 'bold' }, callback));
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('spinbutton')).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveProperty('disabled', true);
    run(() => fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'Roboto' } }));
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', { name: 'Roboto', size: 30, style: 'bold' });
  });

  it('offers the given names, adding the current one when they lack it', () => {
    const { service, run } = setUp();
    run(() => service.open('font', { name: 'Courier', names: ['Roboto', 'Lato'] }, () => {}));
    const name = screen.getByRole('combobox', { name: 'Font' });
    expect(within(name).getAllByRole('option').map((option) => option.textContent)).toEqual(['Courier', 'Roboto', 'Lato']);
    expect(name).toHaveProperty('value', 'Courier');
  });

  it('Enter on the name accepts', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('font', {}, callback));
    run(() => fireEvent.keyDown(screen.getByRole('combobox', { name: 'Font' }), { key: 'Enter' }));
    expect(callback).toHaveBeenCalledWith('ok', { name: 'Monospace', size: 14, style: 'normal' });
  });

  it('Cancel answers cancel and Escape esc, both without a font', () => {
    const { service, run } = setUp();
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('font', {}, cancelled));
    run(() => fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'Lato' } }));
    run(() => fireEvent.click(button('Cancel')));
    expect(cancelled).toHaveBeenCalledWith('cancel', null);
    run(() => service.open('font', {}, escaped));
    run(escape);
    expect(escaped).toHaveBeenCalledWith('esc', null);
  });
});

describe('choice dialog', () => {
  const formats = { pdf: 'PDF document', csv: 'CSV table', xlsx: 'Excel workbook' };

  it('opens titled Choose with the list focused and labelled by the message; OK disabled until a choice', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('choice', { message: 'Export as', choices: formats }, callback));
    const list = within(dialog('Choose')).getByRole('listbox', { name: 'Export as' });
    expect(document.activeElement).toBe(list);
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['PDF document', 'CSV table', 'Excel workbook']);
    expect(button('OK')).toHaveProperty('disabled', true);
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(callback).not.toHaveBeenCalled();
    run(() => fireEvent.change(list, { target: { value: 'csv' } }));
    expect(button('OK')).toHaveProperty('disabled', false);
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', 'csv');
  });

  it('a preselected value is chosen; Enter accepts it', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('choice', { choices: formats, value: 'xlsx' }, callback));
    const list = screen.getByRole('listbox', { name: 'Choose one of these:' });
    expect(list).toHaveProperty('value', 'xlsx');
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(callback).toHaveBeenCalledWith('ok', 'xlsx');
  });

  it('a double-click accepts the chosen entry; a list of strings answers the string', () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('choice', { choices: ['Red', 'Green', 'Blue'] }, callback));
    const list = screen.getByRole('listbox');
    run(() => fireEvent.change(list, { target: { value: 'Green' } }));
    run(() => fireEvent.doubleClick(list));
    expect(callback).toHaveBeenCalledWith('ok', 'Green');
  });

  it('an unknown preselected value chooses nothing', () => {
    const { service, run } = setUp();
    run(() => service.open('choice', { choices: ['Red', 'Green'], value: 'Purple' }, () => {}));
    expect(button('OK')).toHaveProperty('disabled', true);
  });

  it('Cancel answers cancel and Escape esc, both without a value', () => {
    const { service, run } = setUp();
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('choice', { choices: formats, value: 'pdf' }, cancelled));
    run(() => fireEvent.click(button('Cancel')));
    expect(cancelled).toHaveBeenCalledWith('cancel', null);
    run(() => service.open('choice', { choices: formats, value: 'pdf' }, escaped));
    run(escape);
    expect(escaped).toHaveBeenCalledWith('esc', null);
  });
});
