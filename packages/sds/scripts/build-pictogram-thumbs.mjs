// Builds data/ghs-pictogram-thumbs.json: the thumbnails (see src/pdf/thumbnail.mjs) of the nine GHS pictograms.
// Input: data/ghs-pictograms/GHS0n.png, 128 px renderings of ../shared/data/ghs/pictograms/GHS0n.svg
// (MIT, cheminfo/ghs-hazard; rendered once with headless Chromium because the MuPDF WASM build has no SVG
// reader). Run: node packages/sds/scripts/build-pictogram-thumbs.mjs
import * as mupdf from 'mupdf';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { thumbnail } from '../src/pdf/thumbnail.mjs';

const data = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data');
const out = {};
for (let i = 1; i <= 9; i++) {
  const code = `GHS0${i}`;
  const image = new mupdf.Image(fs.readFileSync(path.join(data, 'ghs-pictograms', `${code}.png`)));
  out[code] = thumbnail(image);
}
fs.writeFileSync(path.join(data, 'ghs-pictogram-thumbs.json'), JSON.stringify(out) + '\n');
console.log('wrote', Object.keys(out).length, 'thumbnails');
