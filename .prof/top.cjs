const fs = require('fs');
const file = process.argv[2];
const p = JSON.parse(fs.readFileSync(file));
const self = new Map();
const byId = new Map(p.nodes.map(n => [n.id, n]));
const counts = new Map();
for (const s of p.samples) counts.set(s, (counts.get(s) || 0) + 1);
let total = 0;
for (const [id, c] of counts) { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//,'').replace(/.*\/work\/main\//,'')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key)||0)+c); total += c; }
const top = [...self].sort((a,b)=>b[1]-a[1]).slice(0, 40);
for (const [k, c] of top) console.log((c/total*100).toFixed(1).padStart(5), k);
// aggregate by package
const pk = new Map();
for (const [id, c] of counts) { const n = byId.get(id); const u = n.callFrame.url; let k = u.includes('node_modules/') ? u.split('node_modules/')[1].split('/').slice(0, u.split('node_modules/')[1].startsWith('@')?2:1).join('/') : (u.includes('/work/main/') ? 'ours:' + u.split('/work/main/')[1] : (u || n.callFrame.functionName)); pk.set(k, (pk.get(k)||0)+c); }
console.log('--- by package');
for (const [k, c] of [...pk].sort((a,b)=>b[1]-a[1]).slice(0, 25)) console.log((c/total*100).toFixed(1).padStart(5), k);
