// jsdom ships no types; the server tests use only its parser, to read served HTML as a browser does
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string)
    readonly window: { document: Document }
  }
}
