import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en_EN from '../../../../engine/apps/locales/en_EN';
import { appmenu } from '../../../../plugins/appmenu';
import defaultLogo from '../../../../plugins/appmenu/logo.svg';
import { catalogEntry, fakeContext, profileWithLogo, type FakeOptions } from '../fakeContext';

afterEach(cleanup);

const catalog = [
  catalogEntry('Files', 'Files', 'utilities', { icon: '/icons/files.png' }),
  catalogEntry('Calc', 'calculator', 'utilities'),
  catalogEntry('Orders', 'Orders', 'business', { fontIcon: 'fa fa-cart' }),
  catalogEntry('Board', 'Dashboard', 'oi'),
  catalogEntry('Ops', 'Ops Center', 'operationalIntelligence'),
  catalogEntry('Zeta', 'Zeta', 'other'),
];

async function setUp(options: FakeOptions = {}) {
  const fake = fakeContext({ catalog, ...options });
  await fake.activate(appmenu);
  fake.renderPanel();
  return fake;
}

const logoButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Applications' });
const menu = () => screen.getByRole('dialog', { name: 'Applications' });
const search = () => screen.getByRole('searchbox', { name: 'Search Applications' });
const open = () => fireEvent.click(logoButton());
const headings = () => within(menu()).getAllByRole('heading').map((heading) => heading.textContent);
const appsIn = (category: string) =>
  within(within(menu()).getByRole('list', { name: category }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const type = (text: string) => fireEvent.change(search(), { target: { value: text } });

describe('application menu: the button', () => {
  it('sits first at the start of the panel', async () => {
    const fake = await setUp();
    expect(fake.panelItems.get()).toMatchObject([{ id: 'atrium.appmenu', slot: 'start', order: 0 }]);
  });

  it("shows the default logo, or the active account's logo preference when it has one", async () => {
    const fake = await setUp();
    const image = () => logoButton().querySelector('img');
    expect(image()?.getAttribute('src')).toBe(defaultLogo);
    fake.set(fake.profile, profileWithLogo('/logos/acme.png'));
    expect(image()?.getAttribute('src')).toBe('/logos/acme.png');
    fake.set(fake.profile, profileWithLogo(' '));
    expect(image()?.getAttribute('src')).toBe(defaultLogo);
  });

  it('names the shortcut in its tooltip, as the user remapped it', async () => {
    await setUp();
    expect(logoButton().title).toBe('Applications (Alt+A)');
    cleanup();
    await setUp({ keyOverrides: { 'atrium.appmenu.toggle': 'Ctrl+Space' } });
    expect(logoButton().title).toBe('Applications (Ctrl+Space)');
  });

  it('is inactive, and says why, while there are no applications', async () => {
    const fake = await setUp({ catalog: [] });
    expect(logoButton().disabled).toBe(true);
    expect(logoButton().title).toBe('No applications are available');
    fake.press('atrium.appmenu.toggle');
    expect(screen.queryByRole('dialog')).toBeNull();

    fake.set(fake.catalog, catalog);
    expect(logoButton().disabled).toBe(false);
    open();
    expect(menu().isConnected).toBe(true);
    fake.set(fake.catalog, []);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('application menu: the list', () => {
  it('lists categories by translated label and their apps by title, ignoring case', async () => {
    await setUp();
    open();
    expect(logoButton().getAttribute('aria-expanded')).toBe('true');
    expect(headings()).toEqual(['Business', 'Operational Intelligence', 'Other', 'Utilities']);
    expect(appsIn('Utilities')).toEqual(['Ccalculator', 'Files']);
    // 'oi' (the dashboards) and 'operationalIntelligence' share their label, and so one section.
    expect(appsIn('Operational Intelligence')).toEqual(['DDashboard', 'OOps Center']);
  });

  it("shows each app's image, its icon-font class, or the first letter of its title", async () => {
    await setUp();
    open();
    const button = (name: string) => within(menu()).getByRole('button', { name });
    expect(button('Files').querySelector('img')?.getAttribute('src')).toBe('/icons/files.png');
    expect(button('Orders').querySelector('.fa.fa-cart')).not.toBeNull();
    expect(button('calculator').querySelector('.appmenu__icon--letter')?.textContent).toBe('C');
  });

  it('collapses and expands a category from its heading', async () => {
    await setUp();
    open();
    const toggle = within(menu()).getByRole('button', { name: 'Utilities' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('list', { name: 'Utilities' })).toBeNull();
    expect(within(menu()).queryByRole('button', { name: 'Files' })).toBeNull();
    fireEvent.click(toggle);
    expect(appsIn('Utilities')).toEqual(['Ccalculator', 'Files']);
  });

  it('gives every category key of the spec an English label', () => {
    const keys = [
      'development', 'science', 'games', 'graphics', 'network', 'multimedia', 'system', 'business', 'finance', 'news',
      'medical', 'entertainment', 'productivity', 'education', 'photoVideo', 'shopping', 'travel', 'oi', 'other',
      'salesandmarketing', 'utilities', 'office', 'hrmanagement', 'collaboration', 'employeeCenter', 'employeeManagement',
      'customerRelations', 'qualityCompliance', 'supportBusinessOperations', 'organization', 'qms', 'isms',
      'operationalIntelligence', 'salesMarketing',
    ];
    const labels: Record<string, string> = en_EN.categories;
    for (const key of keys) expect(labels[key], key).toMatch(/\S/);
    expect(en_EN.categories.oi).toBe('Operational Intelligence');
  });
});

describe('application menu: search', () => {
  it('opens with the search box focused and labelled', async () => {
    await setUp();
    open();
    expect(document.activeElement).toBe(search());
    expect(search().getAttribute('placeholder')).toBe('Search Applications');
  });

  it('filters apps by title, in any case, and hides categories left empty', async () => {
    await setUp();
    open();
    type('FI');
    expect(headings()).toEqual(['Utilities']);
    expect(appsIn('Utilities')).toEqual(['Files']);
    type('zzz');
    expect(within(menu()).queryAllByRole('heading')).toEqual([]);
    expect(menu().textContent).toContain('No applications match “zzz”');
  });

  it('launches the first app shown on Enter, and closes', async () => {
    const fake = await setUp();
    open();
    type('o');
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(fake.apps.launch).toHaveBeenCalledExactlyOnceWith('Orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips the apps of collapsed categories on Enter; typing opens every category again', async () => {
    const fake = await setUp();
    open();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Business' }));
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(fake.apps.launch).toHaveBeenCalledExactlyOnceWith('Board');

    open();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Business' }));
    type('or');
    expect(within(menu()).getByRole('button', { name: 'Business' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('does nothing on Enter when nothing matches', async () => {
    const fake = await setUp();
    open();
    type('zzz');
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(fake.apps.launch).not.toHaveBeenCalled();
    expect(menu().isConnected).toBe(true);
  });
});

describe('application menu: launching and closing', () => {
  it('launches an app on click and closes', async () => {
    const fake = await setUp();
    open();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Files' }));
    expect(fake.apps.launch).toHaveBeenCalledExactlyOnceWith('Files');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logoButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the logo button', async () => {
    await setUp();
    open();
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(logoButton());
  });

  it('closes on a press outside it, but not on one inside', async () => {
    await setUp();
    open();
    fireEvent.pointerDown(search());
    expect(menu().isConnected).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).not.toBe(logoButton());
  });

  it('closes when the logo button is clicked again', async () => {
    await setUp();
    open();
    open();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between the search box and the apps with the arrow keys', async () => {
    await setUp();
    open();
    const app = (name: string) => within(menu()).getByRole('button', { name });
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(app('Orders'));
    fireEvent.keyDown(app('Orders'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(app('Dashboard'));
    fireEvent.keyDown(app('Dashboard'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(app('Orders'));
    fireEvent.keyDown(app('Orders'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search());
    // From a category heading, Down goes to that category's first app.
    const heading = within(menu()).getByRole('button', { name: 'Utilities' });
    heading.focus();
    fireEvent.keyDown(heading, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(app('calculator'));
  });
});

describe('application menu: the shortcut', () => {
  it('registers Alt+A, which opens the menu with the search box focused and closes it again', async () => {
    const fake = await setUp();
    expect(fake.keybindings.get('atrium.appmenu.toggle')?.key).toBe('Alt+A');
    fake.press('atrium.appmenu.toggle');
    expect(menu().isConnected).toBe(true);
    expect(document.activeElement).toBe(search());
    fake.press('atrium.appmenu.toggle');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(logoButton());
  });
});

describe('application menu: lifetime', () => {
  it('removes its panel item and its shortcut when the plugin is deactivated', async () => {
    const fake = await setUp();
    expect(logoButton()).toBeTruthy();
    fake.deactivate();
    expect(screen.queryByRole('button', { name: 'Applications' })).toBeNull();
    expect(fake.panelItems.get()).toEqual([]);
    expect(fake.keybindings.size).toBe(0);
  });
});
