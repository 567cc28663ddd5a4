// Limits of product search, shared by the schemas, the SQL and the messages. The pages compile against the schemas, so
// this file imports nothing (the per-address rate limit's setting is read by the routes).

/** Search text length after trimming, for both search calls. */
export const MAX_SEARCH_LENGTH = 100;
/** pg_trgm word similarity a query word needs with a catalogue word to count as the same word typed with a typo. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Shortest word given one-letter typo variants by Levenshtein distance (a 3-letter word is one letter from too many). */
export const MIN_EDIT_WORD_LENGTH = 4;
/** Query words looked at (a pasted sentence should not build a query with dozens of conditions). */
export const MAX_QUERY_WORDS = 8;
/** Catalogue words holding one query word as typed ("ola" → cola, chocolate, granola ...), shortest first. */
export const MAX_EXPANSIONS_PER_WORD = 500;
/** Catalogue words one query word may be a typo of (the closest ones). */
export const MAX_VARIANTS_PER_WORD = 30;
/** similerKeywords: how many, and the least similarity a keyword needs to be offered. */
export const MAX_SIMILAR_KEYWORDS = 5;
export const MIN_KEYWORD_SIMILARITY = 0.3;
/** How long a search outcome (ranked ids, total) is reused, in ms: the most a ranking may lag the catalogue (SEARCH_CACHE_TTL_MS, 0 = off). */
export const SEARCH_CACHE_TTL_MS = ((ms: number) => (Number.isFinite(ms) && ms >= 0 ? ms : 5_000))(Number(process.env.SEARCH_CACHE_TTL_MS ?? 5_000));
/** Search outcomes kept per database at most (texts × languages × stores × sorts × pages). */
export const SEARCH_CACHE_MAX_ENTRIES = 5_000;
