// A part of a language's words (scripts/locale-parts.ts picks the keys at build time).
declare module '*.json?words=first' {
  const words: Record<string, string>;
  export default words;
}
declare module '*.json?words=rest' {
  const words: Record<string, string>;
  export default words;
}
declare module '*.json?words=later' {
  const words: Record<string, string>;
  export default words;
}
