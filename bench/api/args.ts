/** The command line's `--name=value` options (`--name` alone is `true`), by name. */
export function benchArgs(): Record<string, string> {
  return Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key ?? '', value ?? 'true'];
    }),
  );
}
