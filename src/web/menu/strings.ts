/** The game menu's and sharing's words, in English and French (loaded with the menu, a shared link or a win panel). */
import { translator } from '../i18n/table.ts';

const en = {
  share: 'Share',
  shareTitle: 'Share this game',
  shareHelp: 'A link that opens this deal with your moves played; they can be undone back to the start.',
  shareButton: 'Share the link',
  shareLinkLabel: 'Link to this game',
  shareCopied: 'Link to this game copied.',
  shareShared: 'Link to this game shared.',
  shareFailed: 'The link could not be shared or copied: copy it from the box.',
  linkNote: 'This game came from a shared link with its moves played, so it is not counted in your statistics. Restart plays the deal from its start, counted.',
  dailyShare: 'Share today’s result',
  install: 'Install the app',
};

const fr: typeof en = {
  share: 'Partager',
  shareTitle: 'Partager cette partie',
  shareHelp: 'Un lien qui ouvre cette donne avec vos coups joués ; on peut les annuler jusqu’au début.',
  shareButton: 'Partager le lien',
  shareLinkLabel: 'Lien vers cette partie',
  shareCopied: 'Lien vers cette partie copié.',
  shareShared: 'Lien vers cette partie partagé.',
  shareFailed: 'Impossible de partager ou de copier le lien : copiez-le depuis le champ.',
  linkNote: 'Cette partie vient d’un lien partagé, coups déjà joués : elle ne compte pas dans vos statistiques. Rejouer reprend la donne au début, et elle comptera.',
  dailyShare: 'Partager le résultat du jour',
  install: 'Installer l’application',
};

export type MenuKey = keyof typeof en;
/** The English table, for the tests that compare both languages. */
export const menuEn: Readonly<Record<MenuKey, string>> = en;
export const mt = translator(en, fr);
