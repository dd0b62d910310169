/** axe-core finds no serious or critical violation on any screen: home, rules, each game, dialogs, messages. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, GAME_IDS, makeMove } from '../../src/engine/index.ts';
import { DESKTOP, PHONE, savePicture } from './support/browser.ts';
import { clickAction, dragMove, openGame, savedGame, startPosition, waitForBoard } from './support/board.ts';
import { useBrowser } from './support/fixture.ts';
import { audit } from './support/axe.ts';
import { quietMove } from './support/moves.ts';
import { solve } from './support/search.ts';

const { base, withPage } = useBrowser();

async function check(name: string, body: (page: Page) => Promise<void>, size = DESKTOP): Promise<void> {
  await withPage({ size, checkErrors: false }, async ({ page }) => {
    await body(page);
    expect(await audit(page), `axe on ${name}`).toEqual([]);
  });
}

describe('axe-core', () => {
  // The harness itself: a page with a nameless button must be reported, or an empty list means nothing.
  it('the audit reports a known critical fault', async () => {
    await withPage({ checkErrors: false }, async ({ page }) => {
      await page.setContent('<!doctype html><html lang="en"><title>t</title><main><button></button></main></html>');
      expect((await audit(page)).join('\n')).toMatch(/critical button-name/);
    });
  });

  // The audit leaves out the rules that can never give a serious or critical finding: on a page with
  // findings of every impact it reports exactly what the whole of axe reports at those two.
  it('reports what all of axe’s rules report as serious or critical', async () => {
    await withPage({ checkErrors: false }, async ({ page }) => {
      await page.setContent(
        '<!doctype html><html><title>t</title><body><h3></h3><div role="banner"><main><button></button>' +
          '<p style="color:#999;background:#aaa">faint</p><img src="x.png"><a href="#"></a>' +
          '<input type="text"><div role="button" aria-hidden="true" tabindex="0">x</div>' +
          '<ul><div>not an item</div></ul><h5>skipped</h5></main></div><main></main></body></html>',
      );
      const reported = await audit(page);
      const all = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}`);
      expect(serious.length, 'serious and critical findings on the page').toBeGreaterThanOrEqual(5);
      expect(all.length - serious.length, 'minor and moderate findings on the page').toBeGreaterThanOrEqual(3);
      expect(reported.map((r) => r.split(' (')[0])).toEqual(serious);
    });
  });

  // Home with its miniatures and today's deals loaded.
  const home = async (p: Page): Promise<void> => {
    await p.goto(base());
    await p.locator('a[data-game] svg[data-mini]').first().waitFor();
    await p.locator('[data-daily-home="citadel"]:not([data-daily-state="loading"])').waitFor();
  };
  it('home', () => check('home', home));
  it('home on a phone', () => check('home', home, PHONE));

  it.each(GAME_IDS.map((g) => [g]))('rules page of %s', (game) =>
    check(`rules ${game}`, async (p) => {
      await p.goto(`${base()}?rules=${game}`);
      // The whole page: its texts and the "Show me" board are loaded on demand.
      await p.locator('[data-rules-page][data-ready] [data-show-me] svg [data-card]').first().waitFor();
    }),
  );

  it.each(GAME_IDS.map((g) => [g]))('%s board', (game) => check(game, (p) => openGame(p, base(), game, '3')));

  it('a board in play after a move, on a phone', () =>
    check(
      'citadel in play',
      async (p) => {
        await openGame(p, base(), 'citadel', '5');
        await dragMove(p, quietMove(startPosition('citadel', '5')));
      },
      PHONE,
    ));

  it('settings dialog', () =>
    check('settings', async (p) => {
      await openGame(p, base(), 'big-ben', '617');
      await clickAction(p, 'settings');
      await p.locator('[data-setting="lang"]').waitFor();
    }));

  it('deal-number dialog showing its error', () =>
    check('deal dialog', async (p) => {
      await openGame(p, base(), 'citadel', '5');
      await clickAction(p, 'enter-deal');
      await p.locator('[data-input="deal"]').fill('x1');
      await p.locator('[data-input="deal"]').press('Enter');
      await p.locator('[role="alert"]').first().waitFor();
    }));

  it('statistics dialog', () =>
    check('stats', async (p) => {
      await openGame(p, base(), 'big-ben', '617');
      await clickAction(p, 'stats');
      await p.locator('[data-action="stats-export"]').waitFor();
    }));

  it('no-moves-left message', () =>
    check('lost', async (p) => {
      await openGame(p, base(), 'fortress', '1');
      await dragMove(p, { kind: 'tableau', from: 6, to: 9 });
      await p.locator('[data-message="lost"]').waitFor();
    }));

  it('no-moves-left bar with its offers open, on a phone', () =>
    check('lost, offers open', async (p) => {
      await openGame(p, base(), 'fortress', '1');
      await dragMove(p, { kind: 'tableau', from: 6, to: 9 });
      await p.locator('[data-action="lost-more"]').click();
      await p.locator('[data-action="show-winning-line"]').waitFor();
    }, PHONE));

  it('the game menu open, on a phone, in French', () =>
    check('game menu', async (p) => {
      await p.addInitScript(() => localStorage.setItem('solitaire:settings', JSON.stringify({ lang: 'fr' })));
      await openGame(p, base(), 'big-ben', '617');
      await p.locator('[data-action="menu"]').click();
      await p.locator('[role="menu"] [data-action="stats"]').waitFor();
    }, PHONE));

  it('the win screen of a game a shared link played, with its note', () =>
    check('won from a link', async (p) => {
      const line = solve(startPosition('citadel', '5'), 50_000)!;
      await p.goto(`${base()}?game=citadel&deal=5&moves=${line.map(makeMove).join('+')}`);
      await p.locator('[data-message="won"] [data-won-note="link"]').waitFor();
    }, PHONE));

  it('the win screen just after the winning move, its title holding the focus', () =>
    check('won by a move', async (p) => {
      const start = startPosition('citadel', '5');
      const line = solve(start, 50_000)!;
      expect(line, 'a winning line for Citadel 5').toBeDefined();
      await savedGame(p, base(), 'citadel', '5', line.slice(0, -1));
      await openGame(p, base(), 'citadel', '5');
      await dragMove(p, line.at(-1)!);
      await waitForBoard(p, line.reduce(apply, start));
      await p.locator('[data-message="won"]').waitFor();
      await p.waitForFunction(() => document.activeElement?.id === 'won-title');
    }));

  it('daily deals dialog with a calendar open, on a phone', () =>
    check(
      'daily',
      async (p) => {
        await p.goto(base());
        await p.locator('[data-action="daily"]').click();
        await p.locator('[data-daily="citadel"][data-deal] summary').click();
        await p.locator('[data-calendar="citadel"] td[data-day]').first().waitFor();
      },
      PHONE,
    ));

  // The pointer resting on a primary button (a desktop's hover): its dark words stay on its light
  // face. The plain buttons' hover face, dark green, once took over the primary ones' too.
  it('daily deals dialog, the pointer on a Play button', () =>
    check('daily hover', async (p) => {
      await p.goto(base());
      await p.locator('[data-action="daily"]').click();
      const play = p.locator('[data-daily="citadel"] .act.primary[data-action="play-daily"]');
      await play.hover();
      await expect.poll(() => play.evaluate((e) => e.matches(':hover'))).toBe(true);
      await savePicture(p, 'a11y-daily-hover');
    }));

  it('Selective Castle puzzle list, in French', () =>
    check('puzzles', async (p) => {
      await p.goto(base());
      await p.locator('[data-action="settings"]').click();
      await p.locator('[data-setting="lang"]').selectOption('fr');
      await p.keyboard.press('Escape');
      await p.locator('[data-action="puzzles"]').click();
      await p.locator('[data-dialog="puzzles"] [data-puzzle]').first().waitFor();
    }));

  it('bad URL message', () => check('bad url', (p) => p.goto(`${base()}?game=citadel&deal=banana`).then(() => p.locator('[role="alert"]').first().waitFor())));
});
