/** The sound settings read back field by field: off only when stored off, a volume only when a whole number 0–100. */
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/web/state/settings.ts';

describe('sound settings', () => {
  it('keep what is valid and drop the rest', () => {
    expect(readSettings({ sound: false, volume: 0 }, 'en')).toMatchObject({ sound: false, volume: 0 });
    expect(readSettings({ volume: 70 }, 'en').volume).toBe(70);
    for (const volume of [150, -1, 12.5, '50', null]) expect(readSettings({ volume }, 'en')).not.toHaveProperty('volume');
    expect(readSettings({ sound: 'no' }, 'en')).not.toHaveProperty('sound');
    expect(readSettings({}, 'en')).not.toHaveProperty('sound');
  });
});
