/**
 * Writing the settings back (components/SettingsDialog.tsx): the stored object with only the changed
 * fields written over it. A field a newer version of the app wrote, or a value of ours this version
 * does not know (readSettings reads it as the default), is kept as it was. In a module of its own so
 * it loads with the dialog, not with the first board.
 */
import type { Settings } from './settings.ts';

export function settingsToWrite(stored: unknown, patch: Partial<Settings>): Record<string, unknown> {
  const out: Record<string, unknown> = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
