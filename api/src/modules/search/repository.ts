// SQL of product search. Every query here runs inside the transaction that set pg_trgm.word_similarity_threshold
// (service.ts), because `<%` reads that setting.
//
// How a text is matched (text and catalogue compared unaccented and lowercase):
// 1. The text is split into words. A word of 3+ letters is looked up in search_dictionary, the words of product names
//    and brands in every language (migration 0004): the catalogue words that hold it as typed ("choco" → chocolate), or
//    when there are none, the words it is a typo of — one letter wrong, missing or extra (Levenshtein distance 1, for
//    words of 4+ letters: "cerbeza" → cerveza), or when there is no such word, those close by word similarity, `<%`
//    ("altomayp" → altomayo). A word found as typed gets no typo variants, so "beer" does not also find "beef". Each
//    word also gives the categories whose name (in any language) holds it or is close to it. Shorter words and numbers
//    ("6", "ml", "500") must start a word of the product text in the request language.
// 2. When every word exists in the catalogue, a product matches when each word is among its name and brand words in any
//    language (as typed or as a variant: "leche" finds the milk in the English shop) or names its category. That reads
//    the GIN index on products.search_words (0012): no similarity is computed per product, which keeps a 50,000-product
//    catalogue fast.
// 3. When some word exists nowhere ("cocacola", "imca kola") or step 2 finds nothing, the whole text is compared with
//    `<%` to each product's name and brand (search_text, GiST trigram index of 0002), and to category names.
// Relevance: the whole text starting the name, then starting a word, then anywhere in name and brand, then every word as
// typed in the request language, then with typo variants, then in another language, then category matches; typo
// matches by similarity; then popularity, then id.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/types.js';
import {
  MAX_EXPANSIONS_PER_WORD, MAX_QUERY_WORDS, MAX_SIMILAR_KEYWORDS, MAX_VARIANTS_PER_WORD, MIN_KEYWORD_SIMILARITY,
  MIN_EDIT_WORD_LENGTH, WORD_SIMILARITY_THRESHOLD,
} from './limits.js';
import type { SortColumn, SortType } from './schemas.js';

type Db = Kysely<DB>;

export interface QueryWord {
  word: string;
  /** Under 3 characters or with digits: matched as typed at the start of a word, never fuzzily. */
  short: boolean;
  /** Catalogue words (any language) that hold this word as typed (itself included when it is one). */
  containing: string[];
  /** Catalogue words (any language) this one may be a typo of, one-letter typos first (only when `containing` is empty). */
  variants: string[];
  /** Categories (and their direct sub-categories) whose name in any language holds the word or is close to it. */
  categoryIds: number[];
}

export interface ExpandedQuery {
  /** f_unaccent(lower(text)): exactly how search_text was built. */
  normalized: string;
  words: QueryWord[];
  /** Categories whose name holds the whole text or is close to it. */
  categoryIds: number[];
}

/** Applies the typo threshold to the rest of the transaction (`set local`; PGlite's single connection included). */
export async function setWordSimilarityThreshold(trx: Db): Promise<void> {
  await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`.execute(trx);
}

/**
 * Categories whose name in any language (unaccented) holds `text` or is word-similar to it, with their direct
 * sub-categories: "cerveza" in the English shop is the Beer category.
 */
function matchingCategories(text: RawBuilder<string>): RawBuilder<number[]> {
  return sql<number[]>`array(
    select distinct sub.category_id from category_translations ct
    join categories c on c.category_id = ct.category_id and c.active
    join categories sub on (sub.category_id = c.category_id or sub.parent_category_id = c.category_id) and sub.active
    where f_unaccent(lower(ct.name)) like '%' || ${text} || '%' or ${text} <% f_unaccent(lower(ct.name)))`;
}

/**
 * Step 1: the normalized text and its words with their catalogue words and categories. One query. The dictionary of
 * every language is read, whatever the request language: shoppers type the word they know.
 */
export async function expandQuery(trx: Db, text: string): Promise<ExpandedQuery> {
  const { rows } = await sql<{
    normalized: string; word: string | null; short: boolean | null; containing: string[] | null; variants: string[] | null;
    category_ids: number[] | null; whole_category_ids: number[];
  }>`
    with q as (select f_unaccent(lower(${text}::text)) as qn),
    words as (
      select w.word, min(w.ord) as ord
      from q cross join lateral regexp_split_to_table(q.qn, '[^[:alnum:]]+') with ordinality as w(word, ord)
      where w.word <> '' group by w.word
    ),
    first_words as (
      select word, ord, (length(word) < 3 or word ~ '[0-9]') as short from words order by ord limit ${MAX_QUERY_WORDS}
    ),
    containing as (
      select w.word, w.ord, w.short, case when w.short then '{}'::text[] else array(
        select d.word from search_dictionary d where d.word like '%' || w.word || '%'
        group by d.word order by length(d.word), d.word limit ${MAX_EXPANSIONS_PER_WORD}) end as containing
      from first_words w
    )
    select q.qn as normalized, w.word, w.short, w.containing,
      case when w.short or cardinality(w.containing) > 0 then '{}'::text[] else array(
        -- One letter wrong, missing or extra (trigrams miss those in short words: "lecge"); only when there are none, the
        -- words close by trigrams ("fresas" is fresa, not also the brand Frescos del Valle).
        with v as (
          select d.word, false as one_edit, word_similarity(w.word, d.word) as closeness
          from search_dictionary d where w.word <% d.word
          union all
          select d.word, true, 1 from search_dictionary d
          where length(w.word) >= ${MIN_EDIT_WORD_LENGTH} and length(d.word) between length(w.word) - 1 and length(w.word) + 1
            and levenshtein_less_equal(w.word, d.word, 1) <= 1
        )
        select v.word from v where v.one_edit = (select coalesce(bool_or(one_edit), false) from v)
        group by v.word order by max(v.closeness) desc, v.word limit ${MAX_VARIANTS_PER_WORD}) end as variants,
      case when w.short then '{}'::int[] else ${matchingCategories(sql<string>`w.word`)} end as category_ids,
      ${matchingCategories(sql<string>`q.qn`)} as whole_category_ids
    from q left join containing w on true
    order by w.ord`.execute(trx);
  const words: QueryWord[] = rows.filter((r) => r.word !== null).map((r) => ({
    word: r.word as string,
    short: r.short === true,
    containing: r.containing ?? [],
    variants: r.variants ?? [],
    categoryIds: r.category_ids ?? [],
  }));
  return { normalized: rows[0]?.normalized ?? '', words, categoryIds: rows[0]?.whole_category_ids ?? [] };
}

/** Found somewhere in the catalogue (short words and numbers are always looked for as typed). */
const isKnown = (w: QueryWord): boolean => w.short || w.containing.length > 0 || w.variants.length > 0 || w.categoryIds.length > 0;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
/** The text starts a word of search_text (whose words are separated by anything but letters and digits). */
const wordStart = (text: string): string => `(^|[^[:alnum:]])${escapeRegex(text)}`;

export interface SearchSpec {
  languageId: number;
  /** The store whose prices and availability apply (available first); null = the products' own. */
  storeId: number | null;
  sortColumn: SortColumn;
  sortType: SortType;
  limit: number;
  offset: number;
}

export interface SearchPage { count: number; ageRestricted: boolean; ids: number[] }

interface WordConditions {
  /** The word as typed is in the product's name or brand in the request language. */
  exact: RawBuilder<boolean>;
  /** ... as typed or as a typo variant. */
  close: RawBuilder<boolean>;
  /** ... in any language. */
  anyLanguage: RawBuilder<boolean>;
  /** ... or it names the product's category. */
  any: RawBuilder<boolean>;
  /** Name/brand condition of the candidate scan (GIN on `p0.search_words`, or a regex on `pt0` for short words); null = none. */
  lead: RawBuilder<boolean> | null;
}

function wordConditions(w: QueryWord): WordConditions {
  const has = (column: string, words: string[]) => (words.length
    ? sql<boolean>`${sql.ref(column)} && ${words}::text[]`
    : sql<boolean>`false`);
  if (w.short) {
    const exact = sql<boolean>`pt.search_text ~ ${wordStart(w.word)}`;
    return { exact, close: exact, anyLanguage: exact, any: exact, lead: sql<boolean>`pt0.search_text ~ ${wordStart(w.word)}` };
  }
  const exact = has('pt.search_words', w.containing);
  const close = w.variants.length ? sql<boolean>`(${exact} or ${has('pt.search_words', w.variants)})` : exact;
  const inName = [...w.containing, ...w.variants];
  const anyLanguage = has('p.search_words', inName);
  const any = w.categoryIds.length ? sql<boolean>`(${anyLanguage} or p.category_id = any(${w.categoryIds}::int[]))` : anyLanguage;
  return { exact, close, anyLanguage, any, lead: inName.length ? has('p0.search_words', inName) : null };
}

/**
 * Candidate rows (product_id, search_text, search_words of the request language): the products `p0` meeting `inName`
 * (with `pt0`, their translation), plus the products of these categories. With categories, the two id lists are united
 * first (integers, cheap to deduplicate) and the rows read by primary key.
 */
function candidateRows(inName: RawBuilder<boolean> | null, categoryIds: number[], languageId: number): RawBuilder<unknown> {
  const named = (columns: RawBuilder<unknown>) => sql`select ${columns} from products p0
    join product_translations pt0 on pt0.product_id = p0.product_id and pt0.language_id = ${languageId}
    where ${inName ?? sql<boolean>`false`}`;
  if (categoryIds.length === 0) return named(sql`pt0.product_id, pt0.search_text, pt0.search_words`);
  const byCategory = sql`select p0.product_id from products p0 where p0.category_id = any(${categoryIds}::int[])`;
  const ids = inName ? sql`${named(sql`pt0.product_id`)} union ${byCategory}` : byCategory;
  return sql`select pt1.product_id, pt1.search_text, pt1.search_words from (${ids}) ids
    join product_translations pt1 on pt1.product_id = ids.product_id and pt1.language_id = ${languageId}`;
}

/**
 * The candidate scan of the words search. Words that name no category must be in the name or brand: their conditions go
 * together into one GIN index scan (posting lists intersected: "gaseosa inca kola" reads only the Inca Kola rows). When
 * every plain word also names a category, the longest one leads, with its categories' products added.
 */
function wordCandidates(words: QueryWord[], conditions: WordConditions[], languageId: number): RawBuilder<unknown> {
  if (words.some((w) => !w.short && w.categoryIds.length === 0) || words.every((w) => w.short)) {
    // Such a word without any name/brand word is unknown, and unknown words never get here: every `lead` is set.
    const required = conditions.filter((_, i) => words[i]!.short || words[i]!.categoryIds.length === 0)
      .map((c) => c.lead ?? sql<boolean>`false`);
    return candidateRows(sql.join(required, sql` and `) as RawBuilder<boolean>, [], languageId);
  }
  const lead = [...words.keys()].filter((i) => !words[i]!.short)
    .sort((a, b) => words[b]!.word.length - words[a]!.word.length || a - b)[0] as number;
  return candidateRows(conditions[lead]!.lead, words[lead]!.categoryIds, languageId);
}

/** Step 2 (or 3): one page of matching product ids in the chosen order, the total, and whether any is age-restricted. */
async function rankedPage(trx: Db, spec: SearchSpec, q: ExpandedQuery, mode: 'words' | 'similar'): Promise<SearchPage> {
  const { languageId } = spec;
  const qn = q.normalized;
  let candidates: RawBuilder<unknown>;
  let where: RawBuilder<boolean>;
  let wordTiers: RawBuilder<number>;
  if (mode === 'words') {
    const conditions = q.words.map(wordConditions);
    candidates = wordCandidates(q.words, conditions, languageId);
    where = sql.join(conditions.map((c) => c.any), sql` and `) as RawBuilder<boolean>;
    const all = (pick: (c: WordConditions) => RawBuilder<boolean>) => sql.join(conditions.map(pick), sql` and `);
    wordTiers = sql<number>`when ${all((c) => c.exact)} then 3 when ${all((c) => c.close)} then 4
      when ${all((c) => c.anyLanguage)} then 5`;
  } else {
    candidates = candidateRows(sql<boolean>`${qn} <% pt0.search_text`, q.categoryIds, languageId);
    where = sql<boolean>`true`;
    wordTiers = sql<number>`when ${qn} <% pt.search_text then 4`;
  }

  const store = spec.storeId;
  const storeJoin = store === null ? sql`` : sql`left join store_products sp on sp.product_id = p.product_id and sp.store_id = ${store}`;
  // The same rules as the records (products/record.ts): no store row or stock 0 = not sold there.
  const available = store === null ? sql<boolean>`true` : sql<boolean>`(sp.available is true and sp.stock is distinct from 0)`;
  const price = store === null
    ? sql<string>`p.discounted_price`
    : sql<string>`least(coalesce(sp.actual_price, p.actual_price), coalesce(sp.discounted_price, p.discounted_price))`;
  const rating = spec.sortColumn === 'rating'
    ? sql<string | null>`(select round(avg(f.ratings)::numeric, 1) from feedback f where f.product_id = p.product_id)`
    : sql<null>`null::numeric`;
  const direction = spec.sortType === 'desc' ? sql`desc` : sql`asc`;
  // Typo matches: first those whose name starts with the corrected text ("fresas" → the product "Fresa", before the
  // strawberry yogurts), then holding it as a word, then by similarity.
  const corrected = q.words.map((w) => w.variants[0] ?? w.word).join(' ');
  const correctedRank = sql<number>`case when h.search_text like ${`${escapeLike(corrected)}%`} then 0
    when h.search_text ~ ${wordStart(corrected)} then 1 else 2 end`;
  const relevance = sql`h.tier, case when h.tier >= 4 then ${correctedRank} else 0 end,
    case when h.tier >= 4 then word_similarity(${qn}, h.search_text) else 1 end desc, h.popularity desc, h.product_id`;
  const order = {
    none: relevance,
    price: sql`h.price ${direction}, ${relevance}`,
    popularity: sql`h.popularity ${direction}, ${relevance}`,
    rating: sql`h.rating ${direction} nulls last, ${relevance}`,
  }[spec.sortColumn];

  const { rows } = await sql<{ total: number; age_restricted: boolean; ids: number[] }>`
    with hits as materialized (
      select p.product_id, p.popularity, pt.search_text,
        greatest(p.age_restriction, c.age_restriction) > 0 as restricted,
        ${available} as available, ${price} as price, ${rating} as rating,
        case when pt.search_text like ${`${escapeLike(qn)}%`} then 0
          when pt.search_text like ${`%${escapeLike(qn)}%`} then (case when pt.search_text ~ ${wordStart(qn)} then 1 else 2 end)
          ${wordTiers}
          else 6 end as tier
      from (${candidates}) pt
      join products p on p.product_id = pt.product_id
      join categories c on c.category_id = p.category_id
      ${storeJoin}
      where p.active and ${where}
    )
    select (select count(*)::int from hits) as total,
      (select coalesce(bool_or(restricted), false) from hits) as age_restricted,
      array(select h.product_id from hits h order by h.available desc, ${order} limit ${spec.limit} offset ${spec.offset}) as ids`
    .execute(trx);
  const row = rows[0];
  return { count: row?.total ?? 0, ageRestricted: row?.age_restricted ?? false, ids: row?.ids ?? [] };
}

/**
 * The search: by words when every word exists in the catalogue, else (or when that finds nothing) by the similarity of
 * the whole text.
 */
export async function searchProducts(trx: Db, q: ExpandedQuery, spec: SearchSpec): Promise<SearchPage> {
  if (q.words.length === 0) return { count: 0, ageRestricted: false, ids: [] };
  if (q.words.every(isKnown)) {
    const page = await rankedPage(trx, spec, q, 'words');
    if (page.count > 0) return page;
  }
  return rankedPage(trx, spec, q, 'similar');
}

/**
 * similerKeywords for a text that found nothing: up to 5 names close to it — brands, categories, and for the catalogue
 * words closest to the text, the most popular product name with that word. Best first; none below MIN_KEYWORD_SIMILARITY.
 */
export async function similarKeywords(trx: Db, q: ExpandedQuery, languageId: number): Promise<string[]> {
  const qn = q.normalized;
  if (!/[\p{L}\p{N}]/u.test(qn)) return [];
  const closeness = (name: RawBuilder<string>) => sql<number>`greatest(word_similarity(${qn}, f_unaccent(lower(${name}))),
    word_similarity(f_unaccent(lower(${name})), ${qn}))`;
  const { rows } = await sql<{ keyword: string }>`
    with close_words as (
      select d.word, 1 - (${qn} <<-> d.word) as score from search_dictionary d where d.language_id = ${languageId}
      order by ${qn} <<-> d.word limit ${MAX_SIMILAR_KEYWORDS}
    ),
    candidates as (
      select (select pt.name from product_translations pt join products p on p.product_id = pt.product_id
              where pt.language_id = ${languageId} and p.active and pt.search_words @> array[w.word]
              order by p.popularity desc, p.product_id limit 1) as keyword, w.score
      from close_words w where w.score >= ${MIN_KEYWORD_SIMILARITY}
      union all
      select b.name, ${closeness(sql<string>`b.name`)} from brands b where b.active
      union all
      select ct.name, ${closeness(sql<string>`ct.name`)}
      from category_translations ct join categories c on c.category_id = ct.category_id and c.active where ct.language_id = ${languageId}
    ),
    best as (
      select distinct on (lower(keyword)) keyword, score from candidates
      where keyword is not null and score >= ${MIN_KEYWORD_SIMILARITY}
      order by lower(keyword), score desc
    )
    select keyword from best order by score desc, keyword limit ${MAX_SIMILAR_KEYWORDS}`.execute(trx);
  return rows.map((r) => r.keyword);
}

/** The search box's rows for these ids: name and category in the language (Spanish when missing), the first image. */
export async function findQuickRows(db: Db, ids: readonly number[], languageId: number) {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ product_id: number; name: string; category_name: string; image_url: string | null }>`
    select p.product_id, coalesce(pt.name, pes.name, p.sku) as name, coalesce(ct.name, ces.name, c.code) as category_name,
      (select f.image_url from product_files f where f.product_id = p.product_id
       order by case f.file_type when 'Primary' then 0 when 'Secondary' then 1 else 2 end, f.sort_order, f.product_file_id
       limit 1) as image_url
    from products p
    join categories c on c.category_id = p.category_id
    left join product_translations pt on pt.product_id = p.product_id and pt.language_id = ${languageId}
    left join product_translations pes on pes.product_id = p.product_id and pes.language_id = 1
    left join category_translations ct on ct.category_id = c.category_id and ct.language_id = ${languageId}
    left join category_translations ces on ces.category_id = c.category_id and ces.language_id = 1
    where p.product_id = any(${[...ids]}::int[])`.execute(db);
  return rows;
}
