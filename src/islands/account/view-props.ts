import type { Lang } from '#src/domain/model.ts';
import type { Messages } from '#src/utils/format.ts';

/** What every account view gets from its page: the language and its strings. */
export interface ViewProps {
  readonly lang: Lang;
  readonly messages: Messages;
}
