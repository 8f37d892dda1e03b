// solc-js ships without type declarations; these are the two calls contracts/compile.ts makes.
declare module 'solc' {
  interface ImportResult {
    contents?: string
    error?: string
  }
  const solc: {
    version(): string
    compile(input: string, callbacks?: { import?: (path: string) => ImportResult }): string
  }
  export default solc
}
