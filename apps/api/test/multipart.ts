/** A part of a multipart/form-data body: a file under the field `name` (`files` unless given). */
export type Part = { name?: string; filename: string; type?: string; body: Buffer };

/** A multipart/form-data body as a browser sends one, with its content type. */
export function multipart(parts: Part[]) {
  const boundary = '----aurelle-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'files'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
