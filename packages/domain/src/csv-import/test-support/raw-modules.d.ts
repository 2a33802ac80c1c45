// Vite (and so vitest) loads `file.csv?raw` as the file's text: tests read test-data/ this way.
declare module '*.csv?raw' {
  const text: string;
  export default text;
}
