// The name of every message: a key of the English catalogue, checked by the compiler.
import type english from './catalogues/en';

export type MessageId = keyof typeof english & string;
/** A whole catalogue: every message by its id, as ICU MessageFormat text. */
export type Messages = Readonly<Record<MessageId, string>>;
