// Vite (and so vitest) loads `page.html?raw` as the file's text: the listing-page tests read
// test-data/listing-pages this way.
declare module '*.html?raw' {
  const text: string;
  export default text;
}
