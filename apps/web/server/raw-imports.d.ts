// A file imported with `?raw` is its text (Vite in the tests, scripts/build-server.mjs in the build).
declare module '*?raw' {
  const text: string;
  export default text;
}
