import { compileCard } from '@app/engine';
import { readCatalogFile } from './apps/api/src/cards/catalog-file';
const r = readCatalogFile('/work/shared/data/mtg/mtg-atomic-en-fr-2022.json.gz');
if (!r.ok) throw new Error('x');
let ok = 0, ko = 0; const kos = new Map<string, number>();
for (const c of r.value.cards) {
  const lines = c.text.split('\n').filter((l) => /(has|have) "/.test(l));
  if (lines.length === 0) continue;
  const cc = compileCard(c);
  for (const l of lines) {
    const bad = cc.unsupported.includes(l);
    if (bad) { ko++; const k = l.replace(c.name, 'CARDNAME').replace(/\{[^}]+\}/g, '{M}').replace(/\d+/g, 'N'); kos.set(k, (kos.get(k) ?? 0) + 1); } else { ok++; console.log('OK', cc.support, c.name, '|', l); }
  }
}
console.log('ok', ok, 'ko', ko);
for (const [k, v] of [...kos].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v, k);
