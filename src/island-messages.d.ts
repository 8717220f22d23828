// The island message sets (src/integrations/island-messages.ts): `virtual:island-messages/{set}/{lang}`.
declare module 'virtual:island-messages/*' {
  const messages: import('./utils/format.ts').Messages;
  export default messages;
}
