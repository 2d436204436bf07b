// What the integration test global setup (scripts/test-env/global-setup.ts) provides to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    temporalAddress: string;
  }
}

export {};
