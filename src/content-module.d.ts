// The content graph of the build (src/content-layer/content-module.ts): `virtual:quiz/content`.
declare module 'virtual:quiz/content' {
  export const siteContent: import('./domain/model.ts').ContentGraph;
}
