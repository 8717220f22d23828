import type { Lang } from '../../domain/model.ts';
import type { Messages } from '../../utils/format.ts';

/** What every account view gets from its page: the language and its strings. */
export interface ViewProps {
  readonly lang: Lang;
  readonly messages: Messages;
}
