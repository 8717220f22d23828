/**
 * "Join by code" (issue 23): the lookup behind the code fields of the start page and the kiosk
 * (the header's form elsewhere sends `?code=` to the start page), and where a code leads. Depends
 * on the API client and the route table only; src/browser/join-code-form.ts passes the session's
 * API client in.
 */
export { joinByCode } from './join-code.ts';
