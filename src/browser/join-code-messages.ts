/**
 * The message families of the "Join by code" lookup: its own, the wait after a rate limit, and
 * "the quiz server is away" (src/stores/join/join-code.ts names them). They come once per page,
 * in `data-join-messages` beside the script (src/components/JoinCodeScript.astro), only on the
 * pages that look codes up.
 */
export const JOIN_MESSAGE_PREFIXES = ['join.', 'retry.', 'api.unavailableFeature'] as const;
