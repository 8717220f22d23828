// The build's output folder, for the page middleware (src/integrations/shared-scripts.ts): `virtual:quiz/build-out-dir`.
declare module 'virtual:quiz/build-out-dir' {
  export const outDir: string;
}
