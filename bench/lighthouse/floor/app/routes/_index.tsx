export default function Index() {
  return (
    <main>
      <h1>A bare Remix v2 page</h1>
      <p>React and Remix hydrate this page and nothing else; it is the floor the app's pages are measured against.</p>
    </main>
  );
}
