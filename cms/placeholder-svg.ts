/** The local CMS's generated pictures: plain text, no server module (browser tests draw with it too). */

const PALETTE = ['#c0392b', '#2e86de', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#27ae60', '#e67e22'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * How many grains a picture carries: a photograph's detail, so that a picture weighs about what a
 * photo of its size does per pixel (about 5 KB). Chrome leaves a picture of under 0.05 bits per shown
 * pixel out of the largest paint (a placeholder, by its rule): the flat pictures (450 bytes) were left
 * out at full width, so a page's largest paint was measured on a smaller picture further down, which
 * no photo of the platform's would let happen.
 */
export const PICTURE_GRAINS = 80;

/** The same numbers for the same name, every time. */
function grains(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) ^ Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** A deterministic picture for any name: no external image anywhere in the seed. */
export function placeholderSvg(name: string): string {
  const h = hash(name);
  const a = PALETTE[h % PALETTE.length];
  const b = PALETTE[(h >>> 8) % PALETTE.length];
  const hills = 150 + (h % 40);
  const next = grains(h);
  const grain = Array.from({ length: PICTURE_GRAINS }, () => {
    const [x, y, rx, ry, tone, alpha] = [next() * 640, next() * 360, 4 + next() * 40, 3 + next() * 24, next(), 0.05 + next() * 0.2];
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${tone < 0.5 ? '#fff' : '#000'}" fill-opacity="${alpha.toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<path d="M0 ${hills + 120} Q160 ${hills} 320 ${hills + 80} T640 ${hills + 40} V360 H0Z" fill="#fff" fill-opacity=".18"/>
<circle cx="${480 + (h % 90)}" cy="${80 + (h % 50)}" r="36" fill="#fff" fill-opacity=".3"/>
${grain}
</svg>`;
}
