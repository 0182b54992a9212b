/**
 * Search settings that page code needs before any search happens (the input limit, the page
 * size). Kept apart from the engine so that importing them does not pull MiniSearch into the
 * bundle every page loads.
 */
export const MAX_QUERY_LENGTH = 64;
/** The longest question "ASK AI" takes: a question is longer than a search, and its end often says what it is about. */
export const MAX_QUESTION_LENGTH = 300;
export const HITS_PER_PAGE = 20;
/** Every section with its text: loaded once the first results are on screen. */
export const INDEX_FILE = 'search-index.json';
/** Titles, headings and keywords only: small enough to answer the first keystrokes quickly. */
export const TITLES_FILE = 'search-titles.json';
