export function HomeRoute() {
  return (
    <main>
      <h1>Aurelle</h1>
      <p>Fine diamond jewellery.</p>
    </main>
  );
}
