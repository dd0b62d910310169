/**
 * What the statistics' store says to the player, in English and French: loaded with the store
 * (stats-store.ts), after the first board, so its words add nothing to the first board's bytes.
 */
import { translator } from './table.ts';

export const statsStoreEn = {
  statsNewer: 'Your statistics were saved by a newer version of the app. They are shown here unchanged, and this version will not write over them: games played now are not counted. Reload the page to get the new version.',
  statsCorrupt: 'The saved statistics were damaged ({what}); everything valid was kept.',
  statsUnsaved: 'Your statistics could not be saved: the browser refused to write them (its storage may be full). Your latest result is kept on this device and will be counted as soon as the browser allows it; the figures shown leave it out until then.',
  statsUnsavedTab: 'Your statistics could not be saved: the browser refused to write them (its storage may be full). Your latest result is kept while this tab stays open and will be counted as soon as the browser allows it; the figures shown leave it out until then.',
  statsNotRecorded: 'Results not recorded: {count}. While the browser refused to save your statistics, only the newest {cap} results were kept to be counted; these older ones are left out of the figures.',
};

export type StatsStoreKey = keyof typeof statsStoreEn;

export const statsStoreFr: Record<StatsStoreKey, string> = {
  statsNewer: 'Vos statistiques ont été enregistrées par une version plus récente de l’application. Elles sont affichées telles quelles et cette version ne les modifiera pas : les parties jouées maintenant ne sont pas comptées. Rechargez la page pour obtenir la nouvelle version.',
  statsCorrupt: 'Les statistiques enregistrées étaient abîmées ({what}) ; tout ce qui était valable est conservé.',
  statsUnsaved: 'Vos statistiques n’ont pas pu être enregistrées : le navigateur a refusé de les écrire (son stockage est peut-être plein). Votre dernier résultat est gardé sur cet appareil et sera compté dès que le navigateur le permettra ; d’ici là, les chiffres affichés ne le comprennent pas.',
  statsUnsavedTab: 'Vos statistiques n’ont pas pu être enregistrées : le navigateur a refusé de les écrire (son stockage est peut-être plein). Votre dernier résultat est gardé tant que cet onglet reste ouvert et sera compté dès que le navigateur le permettra ; d’ici là, les chiffres affichés ne le comprennent pas.',
  statsNotRecorded: 'Résultats non enregistrés : {count}. Tant que le navigateur refusait d’enregistrer vos statistiques, seuls les {cap} résultats les plus récents ont été gardés pour être comptés ; ces résultats plus anciens ne figurent pas dans les chiffres.',
};

export const sst = translator(statsStoreEn, statsStoreFr);
