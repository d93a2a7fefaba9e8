/// <reference types="@remix-run/dev" />
declare module "*.css" {
  const href: string;
  export default href;
}
