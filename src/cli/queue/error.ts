/** Why a queue survey cannot go on (Redis unreachable, chunks that failed); its message is the one line to print. */
export class QueueSurveyError extends Error {}
