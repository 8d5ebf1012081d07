/**
 * The id of the `<script type="application/json">` in which the server hands
 * a page the answers to its first GET requests (a visitor's public profile),
 * keyed by the exact path the browser would ask for, so the page renders
 * without waiting on them.
 */
export const INITIAL_RESPONSES_ID = 'surcos-initial-responses';
