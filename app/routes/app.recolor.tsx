/** MINIMAL placeholder written by the auth work for its end-to-end test; the tools work replaces it. */
export default function RecolorPlaceholder() {
  return (
    <main className="mx-auto max-w-2xl px-5 py-10">
      <h1 className="text-2xl font-bold">Recolor</h1>
    </main>
  );
}
