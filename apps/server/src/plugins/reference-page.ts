/**
 * The API reference page (GET /api/v1/reference, issue #27): the OpenAPI document rendered as one static HTML page,
 * grouped by tag, each operation with who may call it, its API-key scope, its parameters, its body schema and example.
 * Generated from the document itself (no script, no CDN), so it cannot disagree with it.
 */
type Operation = {
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  'x-api-key-scope'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

export function renderReferencePage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      const params = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`).join('');
      const body = op.requestBody?.content['application/json'];
      const produces = Object.keys(op.responses?.['200']?.content ?? {})[0] ?? 'application/json';
      const html = [
        `<section class="op" id="${escape(`${method}-${path}`)}">`,
        `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>`,
        `<p>${escape(op.summary ?? '')}</p>`,
        `<p class="meta">access: <b>${escape(op['x-access'] ?? '')}</b>`,
        op['x-api-key-scope'] ? ` · API key: <b>${escape(op['x-api-key-scope'])}</b>` : ' · no API key',
        ` · reply: ${escape(produces)}</p>`,
        params ? `<ul>${params}</ul>` : '',
        body?.example !== undefined ? `<details open><summary>Example body</summary>${json(body.example)}</details>` : '',
        body?.schema ? `<details><summary>Body schema</summary>${json(body.schema)}</details>` : '',
        '</section>',
      ].join('');
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.45;color:#1b1b1b}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.5rem;overflow:auto}
.op{border-top:1px solid #ddd;padding:.5rem 0}.method{display:inline-block;min-width:4.5em;font-weight:bold}
.get{color:#0b5cad}.post{color:#1a7f37}.put{color:#8a5a00}.delete{color:#b3261e}.meta{color:#555;font-size:.9em}
nav a{margin-right:.8rem}
</style></head><body>
<h1>${escape(info.title)}</h1>
<p>Machine-readable document: <a href="v3/api-docs">v3/api-docs</a> (OpenAPI 3.1). Calls open to API keys take
<code>Authorization: Bearer &lt;key&gt;</code>; every JSON reply is wrapped in the collection envelope.</p>
<nav>${tags.map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join('')}</nav>
${tags.map((t) => `<h2 id="tag-${escape(t)}">${escape(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}
<details><summary>Error codes</summary><p>${escape(info.description)}</p></details>
</body></html>`;
}
