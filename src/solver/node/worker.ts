/** A survey worker thread (piscina task): one job in, one deal's survey record out. */
import { solveDeal, type SurveyJob } from './solve-deal.ts';
import type { SurveyRecord } from '../stats.ts';

export default function task(job: SurveyJob): SurveyRecord {
  return solveDeal(job);
}
