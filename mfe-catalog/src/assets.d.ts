declare module '*.svg' {
  const href: string;
  export default href;
}
