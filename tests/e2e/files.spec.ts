import type { Locator, Page } from '@playwright/test';
import { dialogIsClosed, expect, signInToDesktop, test, windowDialog } from './fixtures';

// The Files app against the real server: each test's user has the demo's home (Welcome.txt,
// Documents/, Pictures/), seeded by the test route. Everything is done by mouse and keyboard.

/** Opens Files from the application menu by keyboard, at its default folder (Home). */
async function openFiles(page: Page): Promise<Locator> {
  await page.keyboard.press('Alt+a');
  await page.keyboard.type('Files');
  await page.keyboard.press('Enter');
  const files = windowDialog(page, 'Home');
  await expect(files.getByRole('grid', { name: 'Files in Home' })).toBeVisible();
  return files;
}

/** The rows a Files window lists, by name, in their order. */
const rowNames = (files: Locator) => files.locator('[role="grid"] [role="row"][aria-label]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

test('browses: folders first, a double-click enters a folder, the path and Back go back, the window is titled with the folder', async ({ page }) => {
  const files = await openFiles(page);
  await expect.poll(() => rowNames(files)).toEqual(['Documents', 'Pictures', 'Welcome.txt']);
  await files.getByRole('row', { name: 'Documents' }).dblclick();
  const documents = windowDialog(page, 'Documents');
  await expect(documents.getByRole('row', { name: 'Quarterly report.pdf' })).toBeVisible();
  await expect(documents.getByRole('navigation', { name: 'Path' }).getByRole('button')).toHaveText(['Home', 'Documents', '']);
  await documents.getByRole('navigation', { name: 'Path' }).getByRole('button', { name: 'Home' }).click();
  await expect(windowDialog(page, 'Home').getByRole('row', { name: 'Pictures' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(windowDialog(page, 'Pictures').getByRole('row', { name: 'Sunrise.png' })).toBeVisible();
  await windowDialog(page, 'Pictures').getByRole('button', { name: 'Back' }).click();
  await expect(windowDialog(page, 'Home').getByRole('row', { name: 'Welcome.txt' })).toBeVisible();
});

test('uploads files and a whole folder dropped on the window, keeps the structure, and names the one file that failed', async ({ page }) => {
  const files = await openFiles(page);
  // A drop from the computer, made in the page: the browser gives a made-up DataTransfer no
  // entries, so the folder's entries are made up too (webkitGetAsEntry is the browser's API).
  const transfer = await page.evaluateHandle(() => {
    const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });
    const fileEntry = (made: File) => ({ isFile: true, isDirectory: false, name: made.name, file: (ok: (value: File) => void) => ok(made) });
    const folderEntry = (name: string, children: unknown[]) => ({
      isFile: false,
      isDirectory: true,
      name,
      createReader: () => {
        let read = false;
        return {
          readEntries: (ok: (entries: unknown[]) => void) => {
            const first = !read;
            read = true;
            ok(first ? children : []);
          },
        };
      },
    });
    const trip = folderEntry('Trip', [fileEntry(file('day1.txt', 'sun')), folderEntry('Photos', [fileEntry(file('beach.txt', 'sand'))]), folderEntry('Empty', [])]);
    const notes = file('notes.txt', 'hello');
    const refused = file('bad\u0001name.txt', 'refused');
    const data = new DataTransfer();
    for (const made of [notes, refused, file('Trip', '')]) data.items.add(made);
    const entries = new Map<string, unknown>([['notes.txt', fileEntry(notes)], ['bad\u0001name.txt', fileEntry(refused)], ['Trip', trip]]);
    DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
      return (entries.get(this.getAsFile()?.name ?? '') ?? null) as FileSystemEntry | null;
    };
    return data;
  });
  const list = files.getByRole('grid');
  await list.dispatchEvent('dragenter', { dataTransfer: transfer });
  await expect(files.getByText('Drop files and folders to upload them to Home')).toBeVisible();
  await list.dispatchEvent('drop', { dataTransfer: transfer });

  const report = windowDialog(page, 'Not everything went through');
  await expect(report).toContainText('1 of 4 items could not be uploaded:');
  await expect(report.getByRole('listitem')).toHaveCount(1);
  await expect(report.getByRole('listitem')).toContainText('bad\u0001name.txt');
  await report.getByRole('button', { name: 'OK' }).click();
  await dialogIsClosed(page, 'Not everything went through');

  await expect.poll(() => rowNames(files)).toEqual(['Documents', 'Pictures', 'Trip', 'notes.txt', 'Welcome.txt']);
  await files.getByRole('row', { name: 'Trip' }).dblclick();
  const trip = windowDialog(page, 'Trip');
  await expect.poll(() => rowNames(trip)).toEqual(['Empty', 'Photos', 'day1.txt']);
  await trip.getByRole('row', { name: 'Photos' }).dblclick();
  await expect(windowDialog(page, 'Photos').getByRole('row', { name: 'beach.txt' })).toBeVisible();
});

test('renames in place with F2: a bad name is explained and the editor stays; Enter renames', async ({ page }) => {
  const files = await openFiles(page);
  await files.getByRole('row', { name: 'Welcome.txt' }).click();
  await page.keyboard.press('F2');
  const editor = files.getByRole('textbox', { name: 'New name for Welcome.txt' });
  await expect(editor).toBeFocused();
  // The name without its extension is selected: typing replaces "Welcome" alone.
  await page.keyboard.type('Pictures');
  await expect(editor).toHaveValue('Pictures.txt');
  await editor.fill('Pictures');
  await page.keyboard.press('Enter');
  await expect(files.getByRole('alert')).toHaveText('“Pictures” already exists in this folder.');
  await editor.fill('Hello.txt');
  await page.keyboard.press('Enter');
  await expect(files.getByRole('row', { name: 'Hello.txt' })).toHaveAttribute('aria-selected', 'true');
  await expect(files.getByRole('row', { name: 'Welcome.txt' })).toHaveCount(0);
});

test('Delete asks first and moves to the Trash; the Trash restores it', async ({ page }) => {
  const files = await openFiles(page);
  await files.getByRole('row', { name: 'Welcome.txt' }).click();
  await page.keyboard.press('Delete');
  const confirm = windowDialog(page, 'Confirm');
  await expect(confirm).toContainText('Move “Welcome.txt” to the Trash?');
  await confirm.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(files.getByRole('row', { name: 'Welcome.txt' })).toHaveCount(0);

  await files.getByRole('navigation', { name: 'Places' }).getByRole('button', { name: 'Trash' }).click();
  const trash = windowDialog(page, 'Trash');
  await trash.getByRole('row', { name: 'Welcome.txt' }).click();
  await trash.getByRole('button', { name: 'Restore' }).click();
  await expect(trash.getByRole('row', { name: 'Welcome.txt' })).toHaveCount(0);
  await trash.getByRole('navigation', { name: 'Places' }).getByRole('button', { name: 'Home' }).click();
  await expect(windowDialog(page, 'Home').getByRole('row', { name: 'Welcome.txt' })).toBeVisible();
});

test('copies and pastes with the keyboard: "name (copy)" beside it; cut and paste moves into a folder', async ({ page }) => {
  const files = await openFiles(page);
  await files.getByRole('row', { name: 'Welcome.txt' }).click();
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(files.getByRole('row', { name: 'Welcome (copy).txt' })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Control+x');
  await files.getByRole('row', { name: 'Documents' }).dblclick();
  const documents = windowDialog(page, 'Documents');
  await expect(documents.getByRole('row', { name: 'Budget 2026.csv' })).toBeVisible();
  await page.keyboard.press('Control+v');
  await expect(documents.getByRole('row', { name: 'Welcome (copy).txt' })).toBeVisible();
  await documents.getByRole('button', { name: 'Back' }).click();
  await expect(windowDialog(page, 'Home').getByRole('row', { name: 'Welcome.txt' })).toBeVisible();
  await expect(windowDialog(page, 'Home').getByRole('row', { name: 'Welcome (copy).txt' })).toHaveCount(0);
});

test('opens a file with its default application, and the context menu opens from the keyboard', async ({ page }) => {
  const files = await openFiles(page);
  // The grid shows before its rows arrive from the server: End on an empty list selects nothing.
  const welcome = files.getByRole('row', { name: 'Welcome.txt' });
  await expect(welcome).toBeVisible();
  await files.getByRole('grid').focus();
  await page.keyboard.press('End');
  await expect(welcome).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'File actions' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Open' }).click();
  // Welcome.txt is text/plain, which Notes and the Viewer both take: the user is asked which.
  const chooser = windowDialog(page, 'Open Welcome.txt with');
  await chooser.getByRole('listbox', { name: 'Open text/plain files with:' }).selectOption('Notes');
  await chooser.getByRole('button', { name: 'OK' }).click();
  await expect(windowDialog(page, 'Notes').getByRole('tab', { name: 'Welcome.txt', exact: true })).toHaveAttribute('aria-selected', 'true');
});
