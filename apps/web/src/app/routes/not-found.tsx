export function NotFoundRoute() {
  return (
    <main>
      <h1>Page not found</h1>
    </main>
  );
}
