/**
 * "Join by code" (issue 23): the lookup behind the code fields of the start page and the kiosk
 * (the header's form elsewhere sends `?code=` to the start page), and where a code leads: the
 * event's or group's page where the site has it, else what the API says. Depends on the API
 * client, the route table and the site's own pages only; src/browser/join-code-form.ts passes the
 * session's API client in.
 */
export { joinByCode } from './join-code.ts';
