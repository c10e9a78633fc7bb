/**
 * The timer's result: a polite live region, in the page from the start so
 * screen readers announce each change. The placeholder (ShotTimer) and the
 * form that fills it (ShotTimerForm, loaded later) both render it.
 */
export const RESULT_REGION = { "aria-live": "polite", "aria-atomic": true, "data-testid": "shot-timer-result" } as const
