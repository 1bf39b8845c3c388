/** Chromium's Keyboard API: which character each key position types on the user's layout. */
interface KeyboardLayouts {
  getLayoutMap(): Promise<ReadonlyMap<string, string>>;
}

/**
 * The user's layout by key code ('KeyA' → 'q' on AZERTY), where the browser tells it (Chromium);
 * null elsewhere, or where it refuses (a cross-origin frame), and chords show their key names.
 */
export async function readLayoutMap(navigator: object): Promise<ReadonlyMap<string, string> | null> {
  try {
    const { keyboard } = navigator as { keyboard?: KeyboardLayouts };
    return (await keyboard?.getLayoutMap()) ?? null;
  } catch {
    return null;
  }
}
