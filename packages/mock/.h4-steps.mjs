const t0 = performance.now(); const out = [];
const step = async (name, f) => { const s = performance.now(); await f(); out.push(`${name} ${(performance.now() - s).toFixed(1)}`); };
const order = process.argv[2].split(',');
for (const m of order) await step(m, () => import(m));
console.log(out.join(' | '), '| total', (performance.now() - t0).toFixed(1), '| since start', performance.now().toFixed(1));
