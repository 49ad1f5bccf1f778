/**
 * Multipart uploads with hostile fields for the fuzz (issue #22: it never sent one): the my-FDS upload's fields
 * (product_name, supplier_name, revision_date, language, file) with hostile values, missing or repeated parts,
 * extra fields, hostile file names and content types, a file that is no PDF, a truncated body, a broken boundary.
 */
const PDF = Buffer.from(`%PDF-1.4\n% fuzz\n${'0123456789abcdef'.repeat(16)}\n%%EOF\n`, 'latin1');

export function hostileUpload(random: () => number, hostileText: () => string): { body: Buffer; contentType: string; label: string } {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];
  const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
  const fields: [string, string][] = [
    ['product_name', 'Fuzz product'],
    ['supplier_name', 'Fuzz supplier'],
    ['revision_date', '2024-01-31'],
    ['language', 'fr'],
  ];
  const r = random();
  if (r < 0.5) fields[Math.floor(random() * fields.length)][1] = hostileText();
  else if (r < 0.6) fields.splice(Math.floor(random() * fields.length), 1);
  else if (r < 0.7) fields.push([pick(['extra', 'a\u0000', '__proto__', 'file', 'product_name']), hostileText()]);
  else if (r < 0.8) for (let i = 0; i < 25; i++) fields.push([`f${i}`, 'x']);
  const parts: Buffer[] = fields.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const fileKind = random();
  if (fileKind < 0.85) {
    const name = pick(['sheet.pdf', '../../etc/passwd', 'a\u0000.pdf', 'é'.repeat(200) + '.pdf', '"quoted".pdf', '']);
    const type = pick(['application/pdf', 'text/plain', 'application/octet-stream', '']);
    const bytes = pick([PDF, Buffer.from('not a pdf'), Buffer.alloc(0), Buffer.concat([PDF, Buffer.alloc(2048, 0)])]);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  const broken = random();
  let label = 'upload';
  if (broken < 0.05) {
    body = body.subarray(0, Math.floor(body.length / 2));
    label = 'upload (truncated)';
  } else if (broken < 0.1) {
    contentType = 'multipart/form-data; boundary=';
    label = 'upload (no boundary)';
  } else if (broken < 0.13) {
    contentType = 'multipart/form-data';
    label = 'upload (boundary missing)';
  }
  return { body, contentType, label };
}
