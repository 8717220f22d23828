/**
 * The message families the "Join by code" form carries in `data-messages`: its own, the wait
 * after a rate limit, and "the quiz server is away" (src/stores/join/join-code.ts names them).
 */
export const JOIN_MESSAGE_PREFIXES = ['join.', 'retry.', 'api.unavailableFeature'] as const;
