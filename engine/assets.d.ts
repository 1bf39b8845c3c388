// esbuild's file loader turns these imports into the URL of the emitted, content-hashed file.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare const __ATRIUM_VERSION__: string;
