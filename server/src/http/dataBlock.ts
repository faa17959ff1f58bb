/**
 * A JSON data block for an HTML page: never run as script, and `<` escaped so that no value can close
 * the element. The shell's boot data (static.ts) and a rendered page's reads (serverRender.ts).
 */
export function jsonDataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
