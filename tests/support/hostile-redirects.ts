/**
 * Return addresses an attacker might put into redirect_to / redirectTo to send a user to another
 * site after signing in or switching language. Each one is either another origin outright, or a
 * path that becomes one after a browser or a proxy normalises it (dot segments, backslashes,
 * percent-encoding, doubled slashes, tabs and newlines, scheme case, userinfo).
 */
const HOST = "evil.example";

export const HOSTILE_REDIRECTS: string[] = [
  // Another origin, written plainly
  `https://${HOST}/`,
  `HTTPS://${HOST}/`,
  `hTtP://${HOST}/`,
  `https:${HOST}`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `https://localhost@${HOST}/`,
  // Scheme-relative, with doubled or mixed slashes
  `//${HOST}`,
  `///${HOST}`,
  `////${HOST}`,
  `//${HOST}:443/app`,
  `//%65vil.example`,
  `//127.0.0.1`,
  `//[::1]/`,
  // Backslashes, which browsers read as slashes
  `/\\${HOST}`,
  `\\/${HOST}`,
  `\\\\${HOST}`,
  `/\\/${HOST}`,
  `///\\${HOST}`,
  `/\\\\\\${HOST}`,
  `\\\\/${HOST}`,
  `/\\/\\/${HOST}`,
  // Userinfo tricks
  `//user@${HOST}`,
  `/\\user@${HOST}`,
  `//localhost@${HOST}`,
  `//${HOST}%2f@localhost`,
  `//localhost%40${HOST}`,
  // Dot segments that collapse into a doubled slash
  `/.//${HOST}`,
  `/..//${HOST}`,
  `/./\\${HOST}`,
  `/../\\${HOST}`,
  `/.\\/${HOST}`,
  `/app/../..//${HOST}`,
  `/app/./..//${HOST}`,
  `/${"../".repeat(12)}/${HOST}`,
  // Percent-encoded dots, slashes and backslashes
  `/%2e//${HOST}`,
  `/%2E%2E//${HOST}`,
  `/.%2e//${HOST}`,
  `/%2e./\\${HOST}`,
  `/%2e%2e/%2e%2e//${HOST}`,
  `/%2F%2F${HOST}`,
  `/%2f/${HOST}`,
  `/%5C${HOST}`,
  `/%5C%5C${HOST}`,
  `/%2F%5C${HOST}`,
  `/%252F%252F${HOST}`,
  `/%25252F%25252F${HOST}`,
  `/app/..%2f..%2f/${HOST}`,
  `/app/%2e%2e%2f%2e%2e%2f%2f${HOST}`,
  `/%2e%2e%5c%2e%2e%5c%5c${HOST}`,
  `%2F%2F${HOST}`,
  // Tabs, newlines and spaces, which the URL parser drops or trims
  `/\t/${HOST}`,
  `/\n/${HOST}`,
  `/\r\n/${HOST}`,
  `\t//${HOST}`,
  ` //${HOST}`,
  `/%09/${HOST}`,
  `/%0a/${HOST}`,
  `/%0d%0a//${HOST}`,
  `/.\t/\t/${HOST}`,
];
