/**
 * A feed asks again, quietly, whether a newer answer exists when its page comes back into view after
 * being hidden at least this long (our choice: the spec names no moment; the edge keeps an anonymous
 * answer 60 s by default, server/cache-policy.ts, so asking sooner would mostly get the same answer).
 */
export const NEWER_CHECK_AFTER_HIDDEN_MS = 60_000;
