import { Worker } from 'node:worker_threads';
const tsx = import.meta.resolve('tsx/esm/api');
const child = new URL('./zz-w2-wt-child.ts', import.meta.url).href;
const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(child)}); })`;
const w = new Worker(code, { eval: true });
w.on('message', (m) => { console.log('main got', m); void w.terminate(); });
w.on('error', (e) => console.log('error', e));
