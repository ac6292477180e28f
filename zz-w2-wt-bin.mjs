import('tsx/esm/api').then(({ register }) => { register(); return import('./zz-w2-wt-main.ts'); });
