/**
 * Domain errors: what went wrong in the terms of the product (not found, conflict, not allowed,
 * invalid), with the message key the client shows and message keys by field. Services and the
 * API's checks throw them; one place, the API's error handler, maps each code to an HTTP status.
 */
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

export type DomainErrorCode = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Message key, e.g. `user.notFound`. */
  readonly key: string;
  /** Message keys by field (validation). */
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(code: DomainErrorCode, key: string, fields?: Record<string, string>) {
    super(key);
    this.name = 'DomainError';
    this.code = code;
    this.key = key;
    this.fields = fields;
  }
}

/** Input the rules refuse (400). */
export const invalid = (key: string, fields?: Record<string, string>) => new DomainError('invalid', key, fields);
/** No (valid) credentials (401). */
export const unauthorized = (key = 'auth.unauthorized') => new DomainError('unauthorized', key);
/** Credentials that do not allow this (403). */
export const forbidden = (key: string, fields?: Record<string, string>) => new DomainError('forbidden', key, fields);
export const notFound = (key: string) => new DomainError('notFound', key);
export const conflict = (key: string, fields?: Record<string, string>) => new DomainError('conflict', key, fields);

/** The services' dependencies: the database and the server's settings, never the web framework. */
export interface ServiceContext {
  readonly db: Db;
  readonly config: ServerConfig;
}
